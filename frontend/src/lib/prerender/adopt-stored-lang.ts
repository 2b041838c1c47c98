import { DEFAULT_LANG, isLang, LANG_QUERY_PARAM, MAIL_LANG_PARAM, type Lang } from '@dealer/contracts';

export interface LangSources {
  /** The language the page was rendered in (<html lang>). */
  shown: Lang;
  /** The address's query string. */
  search: string;
  /** The `lang` cookie's language, if any. */
  cookie: Lang | null;
  /** The language kept in localStorage, if any. */
  stored: Lang | null;
}

/**
 * What a prerendered page does about a language chosen before the cookie existed (kept only in
 * localStorage): switch to it and write the cookie, so later pages come prerendered in it. An address
 * naming its language, or a cookie, was already honoured by the server.
 */
export function storedLangToAdopt({ shown, search, cookie, stored }: LangSources): { switchTo: Lang | null; writeCookie: Lang | null } {
  if (new URLSearchParams(search).has(LANG_QUERY_PARAM) || cookie !== null || stored === null) return { switchTo: null, writeCookie: null };
  return { switchTo: stored === shown ? null : stored, writeCookie: stored };
}

/**
 * The language of a page the server did not render (the account, a booking's page, the admin panel):
 * as the server chooses for the pages it renders, the address's `?lang=` first, then the cookie, then
 * what localStorage kept, then a mailed link's language (a new device opens an Arabic mail's link in
 * Arabic), then English.
 */
export function browserPageLang({ search, cookie, stored }: Omit<LangSources, 'shown'>): Lang {
  const query = new URLSearchParams(search);
  const asked = query.get(LANG_QUERY_PARAM);
  if (isLang(asked)) return asked;
  const mailed = query.get(MAIL_LANG_PARAM);
  return cookie ?? stored ?? (isLang(mailed) ? mailed : DEFAULT_LANG);
}
