import { formatBookingDate, isCalendarDate, isLang, minuteOfDayFromLabel, riyadhInstant } from '@dealer/contracts';

/** A Gregorian YYYY-MM-DD for grids and lists: 'Sun, 22 Nov 2026' / 'الأحد، 22 نوفمبر 2026' (i18n's language). */
export function gregorianDateLabel(isoDate: string, lang: string): string {
  return formatBookingDate(isoDate, isLang(lang) ? lang : 'en', 'short');
}

/** When a booking's slot starts (Riyadh date and '01:00 PM' label), or null for malformed values. */
export function slotStartsAt(bookingDate: string, bookingTime: string): Date | null {
  const minute = minuteOfDayFromLabel(bookingTime);
  return isCalendarDate(bookingDate) && minute !== null ? riyadhInstant(bookingDate, minute) : null;
}
