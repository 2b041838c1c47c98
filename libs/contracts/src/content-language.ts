import type { Lang } from './i18n.js';

/**
 * Admin-managed texts that have an Arabic companion, by resource: the English field (the spec's name,
 * which keeps its English value) and its companion, named by the English field plus `Ar`.
 * The admin forms, the "still lacks Arabic" counts and the readers of content all go by this table.
 */
export const ARABIC_COMPANIONS = {
  services: ['serviceName', 'serviceCategory'],
  vehicles: ['vehicleType'],
  transmissions: ['transmissionName'],
  locations: ['branchName', 'address'],
  timings: ['day'],
  packages: ['serviceName', 'description'],
  contactInfo: ['address'],
  portfolioImages: ['caption'],
  banners: ['bannerTitle'],
} as const;
export type ResourceWithArabic = keyof typeof ARABIC_COMPANIONS;

/** The companion field's name of an English content field. */
export function arabicField<F extends string>(field: F): `${F}Ar` {
  return `${field}Ar`;
}

/** A content text as one reader gets it, and the language it is actually in (for `lang` on the element). */
export interface ContentText {
  text: string;
  lang: Lang;
}

/**
 * A content text in the reader's language: the Arabic companion for an Arabic reader when there is one,
 * otherwise the English text, which then says it is English so it is read and laid out as such.
 */
export function contentText(english: string, arabic: string | null | undefined, lang: Lang): ContentText {
  const companion = arabic?.trim();
  return lang === 'ar' && companion ? { text: companion, lang: 'ar' } : { text: english, lang: 'en' };
}

/** How many rows still lack an Arabic companion for one of the resource's content fields. */
export function countMissingArabic(resource: ResourceWithArabic, rows: readonly Record<string, unknown>[]): number {
  const fields: readonly string[] = ARABIC_COMPANIONS[resource];
  return rows.filter((row) => fields.some((field) => typeof row[field] === 'string' && row[field] !== '' && !String(row[arabicField(field)] ?? '').trim())).length;
}
