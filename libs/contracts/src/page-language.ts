import { DEFAULT_LANG, isLang, type Lang } from './i18n.js';

/**
 * The cookie that carries the reader's language to the server, so a prerendered page arrives in it
 * from the first byte. The language toggle writes it (with localStorage) for a year, site-wide.
 */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The query parameter that names a page's language in an address (hreflang alternates use it). */
export const LANG_QUERY_PARAM = 'lang';

/**
 * The id of the `<script type="application/json">` holding the data a prerendered page was rendered
 * with; the browser hydrates its query cache from it before React hydrates the page.
 */
export const PRERENDER_STATE_ID = 'prerender-state';

/**
 * The id of the `<script type="application/json">` naming a prerendered page's code (`entry` and the
 * modules to `preload`): the page's first script asks for it once the page has painted.
 */
export const PAGE_CODE_ID = 'page-code';

/**
 * An Intl object a prerendered page's render used: its kind, resolved locale and (for dates) time zone.
 * The page's code (PAGE_CODE_ID) lists them, and its first script makes one of each while the code
 * downloads: the first object of a kind loads ICU's data for it (tens of milliseconds on a slow phone),
 * which hydration would otherwise do inside its own long task. A page that sorts and formats nothing
 * lists none and loads nothing.
 */
export type IntlWarmup = readonly [kind: 'Collator' | 'DateTimeFormat', locale: string, timeZone?: string];

/**
 * The query parameter by which a mailed link names the mail's language. Weaker than `lang`: the page
 * opens in it on a device where the reader has not chosen a language (no cookie, nothing stored), so
 * an Arabic mail opened on a new phone shows Arabic, while a reader who chose English here keeps it.
 */
export const MAIL_LANG_PARAM = 'mailLang';

/** The language a page is served in: the address's `?lang=` wins, then the cookie, then a mailed link's language, then English. */
export function pageLang(queryLang: unknown, cookieLang: unknown, mailLang?: unknown): Lang {
  if (isLang(queryLang)) return queryLang;
  if (isLang(cookieLang)) return cookieLang;
  if (isLang(mailLang)) return mailLang;
  return DEFAULT_LANG;
}
