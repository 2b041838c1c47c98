import type { Lang } from '@dealer/contracts';

/**
 * Digits: Arabic pages use Western digits (0-9), written with the `nu-latn` extension. Prices, phone
 * numbers, post codes and plate-style data are read and typed with these digits in Saudi Arabia
 * (receipts, SADAD, mobile keyboards), and the booking form and price cards already show them; using one
 * digit set everywhere avoids a page where 05… and ٠٥… mix. Month and weekday names stay Arabic.
 */
const LOCALES: Record<Lang, { gregorian: string; hijri: string }> = {
  en: { gregorian: 'en-GB', hijri: 'en-GB-u-ca-islamic-umalqura' },
  ar: { gregorian: 'ar-SA-u-ca-gregory-nu-latn', hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn' },
};

/** Dates are the Kingdom's calendar days, whatever zone the visitor's device is set to. */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' };

export function formatGregorian(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang].gregorian, DAY).format(date);
}

/** The Umm al-Qura date, the official Hijri calendar of Saudi Arabia. */
export function formatHijri(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang].hijri, DAY).format(date);
}

/** "12 May 2026 (25 Dhuʻl-Qiʻdah 1447 AH)": the Gregorian date with the Hijri one beside it. */
export function formatDualDate(date: Date, lang: Lang): string {
  return `${formatGregorian(date, lang)} (${formatHijri(date, lang)})`;
}
