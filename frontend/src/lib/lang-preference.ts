import { DEFAULT_LANG, isLang, type Lang } from '@dealer/contracts';

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
