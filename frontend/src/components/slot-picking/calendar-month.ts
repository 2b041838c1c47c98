import { plusDays, weekdayOf, WEEKDAYS } from '@dealer/contracts';

/** The month of a date, YYYY-MM. */
export const monthOf = (date: string): string => date.slice(0, 7);

export const firstOfMonth = (month: string): string => `${month}-01`;

export function lastOfMonth(month: string): string {
  return plusDays(firstOfMonth(shiftMonth(month, 1)), -1);
}

/** The month `by` months after `month`. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + by;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The same day `by` months on, or the month's last day when it is shorter (31 January → 28 February). */
export function shiftDate(date: string, by: number): string {
  const month = shiftMonth(monthOf(date), by);
  const last = lastOfMonth(month);
  const day = `${month}-${date.slice(8, 10)}`;
  return day > last ? last : day;
}

/**
 * The month as weeks of seven dates, Saturday first as the branches' week runs (WEEKDAYS starts on
 * Saturday); days of the neighbouring months are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array(WEEKDAYS.indexOf(weekdayOf(first))).fill(null);
  for (let date = first; date <= last; date = plusDays(date, 1)) {
    week.push(date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array(7 - week.length).fill(null)]);
  return weeks;
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * Where a key moves the focus from `date`. Left and right follow the page's direction: in Arabic the
 * week runs right to left, so the left arrow goes to the next day. Home and End go to the week's ends.
 */
export function moveDate(date: string, key: CalendarKey, rtl: boolean): string {
  const column = WEEKDAYS.indexOf(weekdayOf(date));
  switch (key) {
    case 'ArrowLeft':
      return plusDays(date, rtl ? 1 : -1);
    case 'ArrowRight':
      return plusDays(date, rtl ? -1 : 1);
    case 'ArrowUp':
      return plusDays(date, -7);
    case 'ArrowDown':
      return plusDays(date, 7);
    case 'Home':
      return plusDays(date, -column);
    case 'End':
      return plusDays(date, 6 - column);
    case 'PageUp':
      return shiftDate(date, -1);
    case 'PageDown':
      return shiftDate(date, 1);
  }
}

export const CALENDAR_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] satisfies CalendarKey[];
