import { WEEKDAYS, formatCalendarPart, type Lang, type OpenHours, type Weekday, type WeeklyHours } from '@dealer/contracts';

/** Consecutive days of the week (Saturday first) that keep the same hours, or are all closed. */
export interface WeekLine {
  first: Weekday;
  last: Weekday;
  hours: OpenHours | null;
}

const same = (a: OpenHours | null, b: OpenHours | null) => (a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes);

/** A branch card's week in as few lines as its hours allow: 'Saturday – Thursday', then 'Friday'. */
export function weekLines(weekly: WeeklyHours): WeekLine[] {
  const lines: WeekLine[] = [];
  for (const day of WEEKDAYS) {
    const last = lines.at(-1);
    if (last && same(last.hours, weekly[day])) last.last = day;
    else lines.push({ first: day, last: day, hours: weekly[day] });
  }
  return lines;
}

/** 2026-01-03 was a Saturday: the week's days follow it, named by the calendar in the reader's language. */
export function weekdayName(day: Weekday, lang: Lang): string {
  return formatCalendarPart(`2026-01-0${3 + WEEKDAYS.indexOf(day)}`, lang, 'weekday');
}
