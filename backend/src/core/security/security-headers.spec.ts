import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { API_DIRECTIVES, helmetOptions, inlineScriptHashes, MAP_TILE_ORIGIN, securityHeaders, servesPage, siteDirectives } from './security-headers.js';

describe('content security policy', () => {
  it('hashes the inline scripts of a page and skips scripts loaded from files', () => {
    const code = "(function(){var l=localStorage.getItem('lang')})()";
    const html = `<head><script>${code}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`;
    const expected = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('allows scripts from the site and the hashed bootstrap only', () => {
    const directives = siteDirectives(["'sha256-abc'"], false);
    expect(directives['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(Object.values(directives).flat().filter((source) => source === "'unsafe-eval'")).toEqual([]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['img-src']).toContain(MAP_TILE_ORIGIN);
  });

  it('upgrades insecure requests only when the site is served over HTTPS', () => {
    expect(siteDirectives([], true)).toHaveProperty('upgrade-insecure-requests');
    expect(siteDirectives([], false)).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('are worked out once by helmet: the policy, nosniff, no framing, the referrer policy; HSTS in production only', () => {
    const development = securityHeaders(helmetOptions(siteDirectives(["'sha256-abc'"], false), { isProduction: false }));
    expect(development['content-security-policy']).toContain("script-src 'self' 'sha256-abc';");
    expect(development).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(development).not.toHaveProperty('strict-transport-security');
    expect(development).not.toHaveProperty('x-xss-protection');
    const production = securityHeaders(helmetOptions(siteDirectives([], true), { isProduction: true }));
    expect(production['strict-transport-security']).toBe('max-age=31536000');
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('gives the API data the strictest policy, and pages (the API documentation too) the site policy', () => {
    expect(securityHeaders(helmetOptions(API_DIRECTIVES, { isProduction: false }))['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(['/', '/locator', '/AdminPanel', '/assets/index-abc.js', '/api/docs', '/api/docs/swagger-ui-bundle.js'].filter(servesPage)).toHaveLength(6);
    expect(['/api/availability?branch=x', '/api/media/abc.png', '/api/docs-json', '/api/customers/login'].filter(servesPage)).toEqual([]);
  });
});
