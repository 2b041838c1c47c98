/** Saudi Arabia keeps UTC+3 all year (no daylight saving), as the server assumes too. */
export const RIYADH_OFFSET_MINUTES = 3 * 60;

/**
 * Today's date in Riyadh as YYYY-MM-DD, by plain arithmetic: a time-zone formatter
 * (Intl.DateTimeFormat with timeZone) costs tens of milliseconds to build on a phone, and the
 * booking and claim forms need this date for their first render.
 */
export function riyadhToday(now: Date): string {
  return new Date(now.getTime() + RIYADH_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
