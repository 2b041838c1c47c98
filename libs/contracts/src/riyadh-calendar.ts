import { WEEKDAYS, type Weekday } from './catalog.contract.js';

/** Every date and hour of the product is Riyadh's, whatever the server's or the browser's zone. */
export const RIYADH_TIME_ZONE = 'Asia/Riyadh';

/**
 * Riyadh keeps UTC+3 all year (no daylight saving), so dates and slot instants are plain arithmetic:
 * no zone lookup on the server's hot paths (every slot of a day) and no time-zone formatter in the
 * browser, where building one costs tens of milliseconds on a phone before the forms' first render.
 */
export const RIYADH_OFFSET_MINUTES = 3 * 60;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar date at noon UTC, so no zone and no daylight saving can move it to another day. */
const noonOf = (date: string): Date => new Date(`${date}T12:00:00Z`);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = noonOf(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The Riyadh calendar date of an instant (today's, given now), as YYYY-MM-DD. */
export function riyadhDate(instant: Date): string {
  return new Date(instant.getTime() + RIYADH_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant a Riyadh date and minute of the day begins. */
export function riyadhInstant(date: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minuteOfDay - RIYADH_OFFSET_MINUTES) * MINUTE_MS);
}

/** The weekday of a calendar date (the date itself, no zone involved). */
export function weekdayOf(date: string): Weekday {
  const jsDay = noonOf(date).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(jsDay + 1) % 7]!;
}

/** The calendar date `days` after a date. */
export function plusDays(date: string, days: number): string {
  return new Date(noonOf(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
