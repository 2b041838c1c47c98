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

/** A row of a message table: [English, Arabic], or a text another table already holds. */
export type BilingualRow = readonly [en: string, ar: string] | Bilingual;

/**
 * Builds a message table from rows written [English, Arabic], one message a line, so a table reads
 * like the two columns a translator works in; callers read `TABLE.key.en` / `TABLE.key[lang]`.
 * Marked free of side effects so the browser's bundle drops the tables it never reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function bilingualTable<K extends string>(rows: Record<K, BilingualRow>): Record<K, Bilingual> {
  const table = {} as Record<K, Bilingual>;
  for (const key of Object.keys(rows) as K[]) {
    const row: BilingualRow = rows[key];
    table[key] = 'en' in row ? row : { en: row[0], ar: row[1] };
  }
  return table;
}

/**
 * Picks the language from an Accept-Language header: Arabic when it is the first language named,
 * English otherwise. The frontend sends exactly `ar` or `en`.
 */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
