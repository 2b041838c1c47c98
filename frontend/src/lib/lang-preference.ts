import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, type Lang } from '@dealer/contracts';

/** localStorage key that remembers the visitor's language between visits. */
export const LANG_STORAGE_KEY = 'lang';

/** Reads a stored language, falling back to English for anything unknown (old or tampered values). */
export function langFromStored(value: string | null | undefined): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

export function otherLang(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar';
}

/** The toggle names the language in that language, so a reader of either can find it. */
export const LANG_NATIVE_NAMES: Record<Lang, string> = { en: 'English', ar: 'العربية' };

/** The `lang` cookie's value as written by the toggle: site-wide, a year, sent on top-level visits from links. */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export function writeLangCookie(lang: Lang): void {
  document.cookie = langCookie(lang);
}

/** The language the `lang` cookie names in a `document.cookie` string, or null without one. */
export function langInCookies(cookies: string): Lang | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return null;
}
