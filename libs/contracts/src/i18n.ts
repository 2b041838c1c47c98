/** The two languages of the product. Arabic pages are laid out right-to-left. */
export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** A text the product shows in both languages. */
export type Bilingual = Record<Lang, string>;

/**
 * Picks the language from an Accept-Language header: Arabic when it is the first language named,
 * English otherwise. The frontend sends exactly `ar` or `en`.
 */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
