import { PUBLIC_PAGE_PATHS, publicPagePath } from '@dealer/contracts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Absolute addresses of the public pages: sitemaps and robots.txt may not use relative ones. */
export function publicPageUrls(publicUrl: string, brandSlug: string): string[] {
  const base = publicUrl.replace(/\/+$/, '');
  return PUBLIC_PAGE_PATHS.map((path) => `${base}${publicPagePath(path, brandSlug)}`);
}

/** sitemap.xml of the public pages. Both languages share one address, so there are no hreflang pairs. */
export function buildSitemap(publicUrl: string, brandSlug: string): string {
  const entries = publicPageUrls(publicUrl, brandSlug).map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** Private areas stay out of search results; everything else may be crawled. */
export function buildRobots(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /AdminPanel', 'Disallow: /forgotpassword', 'Disallow: /logout', 'Disallow: /unsubscribe', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
