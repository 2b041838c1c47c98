import { WEEKDAYS, type Weekday } from '@dealer/contracts';
import { addDays } from 'date-fns';
import { getTimezoneOffset } from 'date-fns-tz';

/** Every date and hour of the product is Riyadh's, whatever the server's or the browser's zone. */
export const RIYADH = 'Asia/Riyadh';

/**
 * Riyadh keeps UTC+3 all year (no daylight saving), so the offset is read from the time-zone data once
 * and the hot paths (availability for every slot of a day) do plain arithmetic instead of a zone lookup
 * per call.
 */
const RIYADH_OFFSET_MS = getTimezoneOffset(RIYADH, new Date());

/** The Riyadh calendar date of an instant, as YYYY-MM-DD. */
export function riyadhDate(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Riyadh date and minute of the day begins. */
export function riyadhInstant(date: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000 - RIYADH_OFFSET_MS);
}

/** The weekday of a calendar date (the date itself, no zone involved). */
export function weekdayOf(date: string): Weekday {
  const jsDay = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(jsDay + 1) % 7]!;
}

/** The calendar date `days` after a date. */
export function plusDays(date: string, days: number): string {
  return addDays(new Date(`${date}T12:00:00Z`), days).toISOString().slice(0, 10);
}

/**
 * Reads a booking date as the API accepts it: ISO YYYY-MM-DD, or the spec's MM/DD/YYYY and
 * MM_DD_YYYY. Returns YYYY-MM-DD, or null for anything else or an impossible date.
 */
export function parseBookingDate(input: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  const spec = /^(\d{2})[/_](\d{2})[/_](\d{4})$/.exec(input);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : spec ? [spec[3], spec[1], spec[2]] : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const check = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === date ? date : null;
}
