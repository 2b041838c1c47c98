import { describe, expect, it } from '@jest/globals';
import { buildRobots, buildSitemap, publicPageUrls } from './site-index.builder.js';

describe('site index', () => {
  it('lists every public page absolutely, with the brand in the about path', () => {
    expect(publicPageUrls('https://dealer.example/', 'AutoCare')).toEqual([
      'https://dealer.example/',
      'https://dealer.example/service',
      'https://dealer.example/whyautocareservices',
      'https://dealer.example/locator',
      'https://dealer.example/gallery',
      'https://dealer.example/contact',
      'https://dealer.example/ecatalog',
    ]);
  });

  it('writes a sitemap with one <loc> per page and escapes the address', () => {
    const xml = buildSitemap('https://dealer.example/a&b', 'autocare');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml.match(/<loc>/g)).toHaveLength(7);
    expect(xml).toContain('<loc>https://dealer.example/a&amp;b/service</loc>');
  });

  it('points robots.txt at the sitemap and keeps private areas out', () => {
    const robots = buildRobots('https://dealer.example');
    expect(robots).toContain('Sitemap: https://dealer.example/sitemap.xml');
    expect(robots).toContain('Disallow: /AdminPanel');
    expect(robots).toContain('Disallow: /unsubscribe');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
