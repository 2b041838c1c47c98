import { isCalendarDate, RIYADH_TIME_ZONE } from '@dealer/contracts';

/**
 * The Riyadh calendar maths is shared with the browser (contracts); the server reaches it here, beside
 * what only the API needs.
 */
export { plusDays, riyadhDate, riyadhInstant, weekdayOf } from '@dealer/contracts';

/** The zone name for formatters and calendar files. */
export const RIYADH = RIYADH_TIME_ZONE;

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
  return isCalendarDate(date) ? date : null;
}
