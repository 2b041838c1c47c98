import { minuteOfDayFromLabel } from '@dealer/contracts';
import { RIYADH_OFFSET_MINUTES } from '../../../lib/time/riyadh-today';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date of a YYYY-MM-DD text as noon UTC, so no time zone can move it to another day. */
function parseIsoDate(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate ? null : date;
}

/** The Umm al-Qura (Saudi official) Hijri date of a Gregorian YYYY-MM-DD, or '' when it is not a date. */
export function hijriDateLabel(isoDate: string, lang: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return '';
  const locale = lang === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-u-ca-islamic-umalqura';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A Gregorian YYYY-MM-DD for people: '22 Nov 2026' / '22 نوفمبر 2026' with Latin digits. */
export function gregorianDateLabel(isoDate: string, lang: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const locale = lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** When a booking's slot starts (Riyadh date and '01:00 PM' label), or null for malformed values. */
export function slotStartsAt(bookingDate: string, bookingTime: string): Date | null {
  const day = parseIsoDate(bookingDate);
  const minute = minuteOfDayFromLabel(bookingTime);
  if (!day || minute === null) return null;
  const midnightUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnightUtc + (minute - RIYADH_OFFSET_MINUTES) * 60_000);
}
