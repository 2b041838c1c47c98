import { plusDays, riyadhDate as riyadhDateOf, weekdayOf } from '@dealer/contracts';

/** A Riyadh date `days` from today (negative: in the past). */
export function riyadhDate(days: number): string {
  return plusDays(riyadhDateOf(new Date()), days);
}

/**
 * The `days`-th working day (not a Friday, when branches close) after today in Riyadh. Counting working days
 * keeps different `days` on different dates whatever today's weekday is.
 */
export function workingDate(days: number): string {
  let date = riyadhDate(0);
  for (let left = days; left > 0; ) {
    date = plusDays(date, 1);
    if (weekdayOf(date) !== 'friday') left -= 1;
  }
  while (weekdayOf(date) === 'friday') date = plusDays(date, 1);
  return date;
}
