import { describe, expect, it } from '@jest/globals';
import { isCrossSiteRequest, trustedOrigins } from './cross-site-request.js';

const site = trustedOrigins('https://autocare.example.sa');
const refused = (method: string, headers: Record<string, string>) => isCrossSiteRequest(method, headers, site);

describe('cross-site requests', () => {
  it('lets reads through whatever their origin', () => {
    expect(refused('GET', { origin: 'https://evil.example' })).toBe(false);
    expect(refused('HEAD', { 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  it("accepts unsafe requests from the site's own pages", () => {
    expect(refused('POST', { origin: 'https://autocare.example.sa' })).toBe(false);
    expect(refused('DELETE', { referer: 'https://autocare.example.sa/AdminPanel?tab=2' })).toBe(false);
    expect(refused('PUT', { 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it('refuses foreign, sibling and opaque origins', () => {
    expect(refused('POST', { origin: 'https://evil.example' })).toBe(true);
    expect(refused('POST', { origin: 'https://shop.autocare.example.sa' })).toBe(true);
    expect(refused('PATCH', { origin: 'https://autocare.example.sa:8443' })).toBe(true);
    expect(refused('POST', { origin: 'http://autocare.example.sa' })).toBe(true);
    expect(refused('POST', { origin: 'null' })).toBe(true);
  });

  it('judges by Referer when Origin is absent, and trusts Origin over Referer', () => {
    expect(refused('POST', { referer: 'https://evil.example/page' })).toBe(true);
    expect(refused('POST', { referer: 'not a url' })).toBe(true);
    expect(refused('POST', { origin: 'https://evil.example', referer: 'https://autocare.example.sa/' })).toBe(true);
  });

  it('refuses a browser request that says it is cross-site even without Origin or Referer', () => {
    expect(refused('POST', { 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(refused('POST', { 'sec-fetch-site': 'same-site' })).toBe(true);
  });

  it("refuses what the browser calls cross-site even when Origin names the site: only the browser writes Sec-Fetch-Site", () => {
    expect(refused('PATCH', { origin: 'https://autocare.example.sa', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(refused('POST', { referer: 'https://autocare.example.sa/', 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(refused('POST', { origin: 'https://autocare.example.sa', 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it('lets clients that are not browsers through: they carry no visitor cookie to abuse', () => {
    expect(refused('POST', {})).toBe(false);
  });

  it('counts every loopback name of the same port as the site when it runs locally', () => {
    const local = trustedOrigins('http://localhost:3000/');
    expect(isCrossSiteRequest('POST', { origin: 'http://127.0.0.1:3000' }, local)).toBe(false);
    expect(isCrossSiteRequest('POST', { origin: 'http://[::1]:3000' }, local)).toBe(false);
    expect(isCrossSiteRequest('POST', { origin: 'http://127.0.0.1:5173' }, local)).toBe(true);
    expect(trustedOrigins('https://autocare.example.sa').size).toBe(1);
  });
});
