import { formatDateWithHijri, type Lang } from '@dealer/contracts';

/**
 * "12 May 2026 (25 Dhuʻl-Qiʻdah 1447 AH)": the Riyadh day of an instant, with the Hijri date beside it,
 * written by the formatting module the mails use too.
 */
export function formatDualDate(date: Date, lang: Lang): string {
  return formatDateWithHijri(date, lang, 'plain');
}
