import type { Currency } from './catalog.contract.js';
import type { Lang } from './i18n.js';
import { isCalendarDate, riyadhDate } from './riyadh-calendar.js';
import { labelFromMinuteOfDay, minuteOfDayFromClock, minuteOfDayFromLabel } from './time-slot.js';

/**
 * How the product writes times, dates, prices and mixed-direction text for a reader, on the site and in
 * mail alike. Digits are Western (0-9) in both languages: prices, phone numbers and references are read
 * and typed with them in Saudi Arabia, and one digit set avoids a page where 05… and ٠٥… mix. Month and
 * weekday names, the AM/PM marks (ص/م) and the Hijri month follow the reader's language.
 */

/** The Arabic marks for before and after noon. */
const MERIDIEM_AR = { am: 'ص', pm: 'م' } as const;

/**
 * A slot's time for a reader. English keeps the spec's label as it is ('09:00 AM', which the booking
 * journeys select by); Arabic writes '9:00 ص' / '1:00 م', which reads correctly inside Arabic text.
 * Accepts the spec's label or a minute of the day; a text that is no label comes back unchanged.
 */
export function formatSlotTime(time: string | number, lang: Lang): string {
  const minute = typeof time === 'number' ? time : minuteOfDayFromLabel(time);
  if (minute === null) return String(time);
  if (lang === 'en') return typeof time === 'number' ? labelFromMinuteOfDay(time) : time;
  const hour24 = Math.floor(minute / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute % 60).padStart(2, '0')} ${hour24 < 12 ? MERIDIEM_AR.am : MERIDIEM_AR.pm}`;
}

/**
 * A shift's hours for a reader ('08:00 PM – 02:00 AM', '8:00 م – 2:00 ص'); a closing past midnight is
 * written as the next day's clock time. Each time is isolated, so the dash stays between them in Arabic.
 */
export function formatOpenHours(hours: { opens: number; closes: number }, lang: Lang): string {
  const clock = (minute: number) => isolate(formatSlotTime(minute % (24 * 60), lang));
  return `${clock(hours.opens)} – ${clock(hours.closes)}`;
}

/**
 * A timing's opening hours as admins enter them ('08:00-AM to 10:00-PM', the spec's `dayTiming`) for a
 * reader, written as the locator writes a branch's: '08:00 AM – 10:00 PM', '8:00 ص – 10:00 م'. Text in
 * another shape is shown as entered.
 */
export function formatDayTiming(dayTiming: string, lang: Lang): string {
  const match = /^\s*(\S+)\s+to\s+(\S+)\s*$/i.exec(dayTiming);
  const opens = match ? minuteOfDayFromClock(match[1]!) : null;
  const closes = match ? minuteOfDayFromClock(match[2]!) : null;
  return opens === null || closes === null ? dayTiming : formatOpenHours({ opens, closes }, lang);
}

/** How much of a date to write: the weekday and full month, the abbreviated both, or day month year only. */
export type DateStyle = 'full' | 'short' | 'plain';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  plain: { day: 'numeric', month: 'long', year: 'numeric' },
};

const LOCALE: Record<Lang, string> = { en: 'en-GB', ar: 'ar-SA' };

/**
 * Building an Intl formatter costs far more than using one (tens of milliseconds on a phone with a time
 * zone): one per language, calendar and style, made on first use, always in UTC on a noon instant.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(lang: Lang, calendar: 'gregory' | 'islamic-umalqura', style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}|${calendar}|${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${LOCALE[lang]}-u-ca-${calendar}-nu-latn`, { ...DATE_OPTIONS[style], timeZone: 'UTC' });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar date as noon UTC: a YYYY-MM-DD stays that day, an instant becomes its Riyadh day (the
 * product's calendar, whatever the device's zone). Null for anything else.
 */
function calendarNoon(date: string | Date): Date | null {
  const day = typeof date === 'string' ? date : Number.isNaN(date.getTime()) ? '' : riyadhDate(date);
  return isCalendarDate(day) ? new Date(`${day}T12:00:00Z`) : null;
}

function formatDate(date: string | Date, lang: Lang, calendar: 'gregory' | 'islamic-umalqura', style: DateStyle): string {
  const noon = calendarNoon(date);
  if (noon) return dateFormatter(lang, calendar, style).format(noon);
  return typeof date === 'string' ? date : '';
}

/**
 * A Gregorian date (YYYY-MM-DD, or an instant's Riyadh day) with its weekday by default:
 * 'Saturday, 28 November 2026' / 'السبت، 28 نوفمبر 2026'. A text that is no date comes back unchanged.
 */
export function formatBookingDate(date: string | Date, lang: Lang, style: DateStyle = 'full'): string {
  return formatDate(date, lang, 'gregory', style);
}

/** The Umm al-Qura date, Saudi Arabia's official Hijri calendar: '18 Jumada II 1448 AH' / '18 جمادى الآخرة 1448 هـ'. */
export function formatHijriDate(date: string | Date, lang: Lang): string {
  return calendarNoon(date) ? formatDate(date, lang, 'islamic-umalqura', 'plain') : '';
}

/** The Gregorian date with the Hijri one beside it, as the site and the mails show a day: 'Saturday, 28 November 2026 (18 Jumada II 1448 AH)'. */
export function formatDateWithHijri(date: string | Date, lang: Lang, style: DateStyle = 'full'): string {
  const hijri = formatHijriDate(date, lang);
  const gregorian = formatBookingDate(date, lang, style);
  return hijri ? `${gregorian} (${hijri})` : gregorian;
}

const calendarPartFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One part of a Gregorian date for a calendar's headings: 'November 2026' / 'نوفمبر 2026', or the
 * weekday: 'Saturday' / 'السبت', short 'Sat' / 'السبت', narrow 'S' / 'س'.
 */
export function formatCalendarPart(date: string, lang: Lang, part: 'month' | 'weekday' | 'weekdayShort' | 'weekdayNarrow'): string {
  const noon = calendarNoon(date);
  if (!noon) return date;
  const key = `${lang}|${part}`;
  let formatter = calendarPartFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      part === 'month' ? { month: 'long', year: 'numeric' } : { weekday: part === 'weekday' ? 'long' : part === 'weekdayShort' ? 'short' : 'narrow' };
    formatter = new Intl.DateTimeFormat(`${LOCALE[lang]}-u-ca-gregory-nu-latn`, { ...options, timeZone: 'UTC' });
    calendarPartFormatters.set(key, formatter);
  }
  return formatter.format(noon);
}

const CURRENCY_CODES: Record<Currency, string> = { SR: 'SAR', $: 'USD' };
const priceFormatters = new Map<string, Intl.NumberFormat>();

/** A price package's amount: 'SAR 1,250' / '1,250 ر.س.' (no-break space), halalas shown only when there are some. */
export function formatPrice(amount: number, currency: Currency, lang: Lang): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const key = `${lang}|${currency}|${fractionDigits}`;
  let formatter = priceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(`${LOCALE[lang]}-u-nu-latn`, { style: 'currency', currency: CURRENCY_CODES[currency], minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    priceFormatters.set(key, formatter);
  }
  // The Arabic pattern carries its own right-to-left marks; the caller isolates the whole price instead.
  return formatter.format(amount).replace(/[\u200e\u200f]/g, '');
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A run of Latin text or numbers (a reference, time, date, phone number, e-mail address, price) set apart
 * from the text around it with Unicode isolates (FSI…PDI), so 'WC-2026-000284' or '+966 55…' inside an
 * Arabic sentence keeps its own order and does not reorder its neighbours. For plain text: mail bodies,
 * subjects, calendar files. The site does the same with `<bdi>` or `dir="ltr"` on the element instead.
 */
export function isolate(text: string): string {
  return text === '' ? text : `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** `isolate` where the reader's text runs right to left (Arabic); English text needs no isolates. */
export function isolateFor(lang: Lang): (text: string) => string {
  return lang === 'ar' ? isolate : (text) => text;
}
