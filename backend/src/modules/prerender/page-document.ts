import { DEFAULT_LANG, dirOf, LANG_QUERY_PARAM, LANGS, PAGE_CODE_ID, PRERENDER_STATE_ID, type IntlWarmup, type Lang } from '@dealer/contracts';
import type { PageAssets } from './page-assets.js';

/** What the app rendered for a page (see frontend/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  state: string;
  title?: string;
  description?: string;
  /** The Intl objects the render used (the page's first script makes them before hydration). */
  warm?: readonly IntlWarmup[];
}

export interface PageDocumentOptions {
  lang: Lang;
  /** The site's public address, for absolute alternates; no trailing slash needed. */
  publicUrl: string;
  /** The page's path as links spell it; null for the 404 page, which search engines should not index. */
  path: string | null;
  /** The page's own stylesheets and code (see page-assets.ts). */
  assets?: PageAssets;
  /** Whether the address named the language (`?lang=`); default true. */
  langInAddress?: boolean;
  /** The text of the build's stylesheets by address: those the page links are inlined (see inlineStylesheet). */
  styleSheets?: ReadonlyMap<string, string>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A stylesheet written into the page instead of linked: on a phone each linked stylesheet holds the
 * first paint for a round trip, and a page's few kilobytes of styles cost less than that. The link stays
 * beside it, disabled (never fetched, never applied), because Vite's code loader looks for a page's
 * stylesheets among the links before adding them, and would otherwise fetch them again for hydration.
 */
export function inlineStylesheet(href: string, css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`;
}

/**
 * The head links search engines read: the page in each language (`?lang=`), the address without a
 * language for everyone else (x-default), and the canonical address of the language shown: `?lang=`,
 * or the address itself where it was asked for without a language and shows the default (what a
 * crawler, which sends no cookie, gets there).
 */
export function alternateLinks(publicUrl: string, path: string, lang: Lang, langInAddress = true): string[] {
  const page = `${publicUrl.replace(/\/+$/, '')}${path}`;
  const inLang = (code: Lang) => `${page}?${LANG_QUERY_PARAM}=${code}`;
  const canonical = !langInAddress && lang === DEFAULT_LANG ? page : inLang(lang);
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGS.map((code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(inLang(code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(page)}">`,
  ];
}

/**
 * The whole page: the built index.html with the language on <html> from the first byte, the page's
 * title, description and alternates in the head, the rendered app in #root and the data it was
 * rendered with beside it (JSON, which the Content-Security-Policy lets through: it never runs).
 */
export function pageDocument(template: string, page: RenderedPage, options: PageDocumentOptions): string {
  const sheets = options.styleSheets;
  const stylesheet = (href: string) => {
    const css = sheets?.get(href);
    return css === undefined ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">` : inlineStylesheet(href, css);
  };
  const head = [
    ...(options.assets?.styles ?? []).map(stylesheet),
    ...(options.path === null ? ['<meta name="robots" content="noindex">'] : alternateLinks(options.publicUrl, options.path, options.lang, options.langInAddress)),
  ];
  let html = template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (link, href: string) => (sheets?.has(href) ? stylesheet(href) : link));
  // The page paints from its HTML and styles alone; its code, for hydration, is asked for once it has
  // painted (by the template's first script, from PAGE_CODE_ID), so on a phone's slow link the code
  // does not share the bandwidth of the first paint.
  let entry: string | null = null;
  html = html.replace(/<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/, (_tag, src: string) => {
    entry = src;
    return '';
  });
  const code = JSON.stringify({ entry, preload: options.assets?.scripts ?? [], warm: page.warm ?? [] });
  html = html.replace(/<html[^>]*>/i, `<html lang="${options.lang}" dir="${dirOf(options.lang)}" data-prerendered="">`);
  if (page.title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description) html = html.replace(/<meta name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(page.description!)}">`);
  html = html.replace('</head>', () => `${head.join('')}</head>`);
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${scriptSafeJson(page.state)}</script>` +
      `<script type="application/json" id="${PAGE_CODE_ID}">${scriptSafeJson(code)}</script>`,
  );
}

/**
 * The plain app for a page the browser renders itself (account, admin, a booking, a reset link): no
 * content, but the reader's language on <html> from the first byte, as on every other page, the site's
 * name and description in it, and `noindex`, as these pages are a visitor's own. The app still picks
 * its language in the browser (a choice kept only in the browser's storage is known there alone).
 */
export function browserPageShell(template: string, shell: { lang: Lang; title: string; description?: string }): string {
  let html = template.replace(/<html[^>]*>/i, `<html lang="${shell.lang}" dir="${dirOf(shell.lang)}">`);
  html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(shell.title)}</title>`);
  if (shell.description) html = html.replace(/<meta name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(shell.description!)}">`);
  return html.replace('</head>', () => '<meta name="robots" content="noindex"></head>');
}

