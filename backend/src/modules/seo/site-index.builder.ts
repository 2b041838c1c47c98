import { LANG_QUERY_PARAM, LANGS, PUBLIC_PAGE_PATHS, publicPagePath } from '@dealer/contracts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Absolute addresses of the public pages: sitemaps and robots.txt may not use relative ones. */
export function publicPageUrls(publicUrl: string, brandSlug: string): string[] {
  const base = publicUrl.replace(/\/+$/, '');
  return PUBLIC_PAGE_PATHS.map((path) => `${base}${publicPagePath(path, brandSlug)}`);
}

/**
 * sitemap.xml of the public pages: each page at its address (English to a reader without a cookie,
 * x-default) and in Arabic (`?lang=ar`), each with the alternates its head names: both languages
 * (`?lang=`) and the address without a language.
 */
export function buildSitemap(publicUrl: string, brandSlug: string): string {
  const entries = publicPageUrls(publicUrl, brandSlug).flatMap((url) => {
    const inLang = (lang: string) => `${url}?${LANG_QUERY_PARAM}=${lang}`;
    const alternates = [
      ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(inLang(lang))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url)}"/>`,
    ].join('');
    return [url, inLang('ar')].map((loc) => `  <url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private areas stay out of search results; everything else may be crawled. */
export function buildRobots(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /account', 'Disallow: /AdminPanel', 'Disallow: /forgotpassword', 'Disallow: /logout', 'Disallow: /unsubscribe', 'Disallow: /confirm-subscription', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
