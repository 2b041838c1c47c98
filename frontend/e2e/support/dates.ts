import { riyadhToday } from '../../src/lib/time/riyadh-today.js';

/** A Riyadh date `days` from today (negative: in the past). */
export function riyadhDate(days: number): string {
  const date = new Date(`${riyadhToday(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A Riyadh date at least `days` ahead that is not a Friday (branches close on Fridays). */
export function workingDate(days: number): string {
  const date = riyadhDate(days);
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 5 ? riyadhDate(days + 1) : date;
}
