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

  it('writes a sitemap with each page at its address and in Arabic, its alternates beside it, and escapes the address', () => {
    const xml = buildSitemap('https://dealer.example/a&b', 'autocare');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml.match(/<loc>/g)).toHaveLength(14);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://dealer.example/a&amp;b/service?lang=en"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://dealer.example/a&amp;b/service?lang=ar"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://dealer.example/a&amp;b/service"/>';
    expect(xml).toContain(`<url><loc>https://dealer.example/a&amp;b/service</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://dealer.example/a&amp;b/service?lang=ar</loc>${alternates}</url>`);
  });

  it('points robots.txt at the sitemap and keeps private areas out', () => {
    const robots = buildRobots('https://dealer.example');
    expect(robots).toContain('Sitemap: https://dealer.example/sitemap.xml');
    expect(robots).toContain('Disallow: /AdminPanel');
    expect(robots).toContain('Disallow: /unsubscribe');
    expect(robots).toContain('Disallow: /confirm-subscription');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});
