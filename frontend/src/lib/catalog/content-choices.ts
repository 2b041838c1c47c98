import { contentText, type ContentText, type Lang } from '@dealer/contracts';

/** A catalog row as a choice: it stores the English name (what the API takes) and shows the reader's. */
export interface ContentChoice {
  value: string;
  label: string;
  /** The language the label is actually in, for `lang` on the option. */
  lang: Lang;
}

// One collator per language for the page's life: making one loads the language's collation rules, the
// dearest call on a form's first render (milliseconds on a phone, for every choice list).
const collators = new Map<Lang, Intl.Collator>();

/**
 * Orders texts for the reader: by the reader's language and without regard to case, so makes read
 * Geely before GMC and Arabic names follow the Arabic alphabet.
 */
export function readerCollator(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang, { sensitivity: 'base' });
    collators.set(lang, collator);
  }
  return collator;
}

/** Catalog rows as choices in the reader's language, sorted for the reader, without repeated names. */
export function contentChoices<R>(
  rows: readonly R[] | undefined,
  english: (row: R) => string,
  arabic: (row: R) => string | undefined,
  lang: Lang,
): ContentChoice[] {
  const byValue = new Map<string, ContentChoice>();
  for (const row of rows ?? []) {
    const value = english(row);
    const shown = contentText(value, arabic(row), lang);
    if (!byValue.has(value)) byValue.set(value, { value, label: shown.text, lang: shown.lang });
  }
  const collator = readerCollator(lang);
  return [...byValue.values()].sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * Names that rows carry in English (a booking's branch, services, make and gearbox) in the reader's
 * language, looked up in the catalog list they come from; a name the catalog no longer holds stays English.
 */
export function contentNames<R>(
  rows: readonly R[] | undefined,
  english: (row: R) => string,
  arabic: (row: R) => string | undefined,
  lang: Lang,
): (name: string) => ContentText {
  const arabicByName = new Map<string, string>();
  for (const row of rows ?? []) {
    const companion = arabic(row);
    if (companion) arabicByName.set(english(row).trim(), companion);
  }
  return (name) => contentText(name, arabicByName.get(name.trim()), lang);
}
