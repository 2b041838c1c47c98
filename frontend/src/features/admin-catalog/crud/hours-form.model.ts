import {
  DEFAULT_WORKING_DAYS,
  MAX_SPECIAL_RANGE_DAYS,
  WEEKDAYS,
  clockOf,
  hoursFromClocks,
  minutesOfClock,
  type OpenHours,
  type SpecialHours,
  type Weekday,
  type WeeklyHours,
} from '@dealer/contracts';

/** Two time inputs as they are typed ('HH:MM'); a closing at or before the opening runs past midnight. */
export interface TimesDraft {
  opens: string;
  closes: string;
}
/** One weekday of the editor: open or closed, its times kept while closed so reopening restores them. */
export interface DayDraft extends TimesDraft {
  open: boolean;
}
export interface SpecialDraft extends TimesDraft {
  from: string;
  to: string;
  closed: boolean;
}

/** The hours editors' state; `kind` says which editor holds it. */
export type HoursValue =
  | { kind: 'week'; days: Record<Weekday, DayDraft> }
  | { kind: 'ramadan'; own: boolean; times: TimesDraft }
  | { kind: 'special'; ranges: SpecialDraft[] };
export type HoursKind = HoursValue['kind'];

/** What is wrong with one row of an editor, as a key of catalog.hours.problems. */
export type HoursProblem = 'missingTime' | 'tooLate' | 'noOpenDay' | 'missingDate' | 'dateOrder' | 'rangeTooLong';

const USUAL: TimesDraft = { opens: '08:00', closes: '22:00' };
const RAMADAN_NIGHT: TimesDraft = { opens: '20:00', closes: '02:00' };

const timesOf = (hours: OpenHours | null | undefined, fallback: TimesDraft): TimesDraft =>
  hours ? { opens: clockOf(hours.opens), closes: clockOf(hours.closes) } : { ...fallback };

/** The editor's state for stored hours, or a fresh branch's (Saturday to Thursday 08:00–22:00, Ramadan as usual). */
export function hoursDraftOf(kind: HoursKind, stored: unknown): HoursValue {
  if (kind === 'week') {
    const week = stored as WeeklyHours | undefined;
    const days = Object.fromEntries(
      WEEKDAYS.map((day) => [day, { open: week ? week[day] !== null : DEFAULT_WORKING_DAYS.includes(day), ...timesOf(week?.[day], USUAL) }]),
    ) as Record<Weekday, DayDraft>;
    return { kind, days };
  }
  if (kind === 'ramadan') {
    const ramadan = stored as OpenHours | null | undefined;
    return { kind, own: Boolean(ramadan), times: timesOf(ramadan, RAMADAN_NIGHT) };
  }
  const ranges = ((stored as SpecialHours[] | undefined) ?? []).map(({ from, to, hours }) => ({ from, to, closed: hours === null, ...timesOf(hours, USUAL) }));
  return { kind, ranges };
}

/** A fresh special-hours range: closed all day until the admin gives it hours. */
export const NEW_RANGE: SpecialDraft = { from: '', to: '', closed: true, ...USUAL };

/** Hours from the two time inputs; a problem when one is empty or the night runs past the latest closing. */
export function hoursOfTimes(times: TimesDraft): OpenHours | HoursProblem {
  const opens = minutesOfClock(times.opens);
  const closes = minutesOfClock(times.closes);
  if (opens === null || closes === null) return 'missingTime';
  return hoursFromClocks(opens, closes) ?? 'tooLate';
}

/** Whether a closing time wraps into the next day (the editor says so beside it). */
export function runsPastMidnight(times: TimesDraft): boolean {
  const hours = hoursOfTimes(times);
  return typeof hours === 'object' && hours.closes > 24 * 60;
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export function rangeProblem(range: SpecialDraft): HoursProblem | null {
  if (!range.from || !range.to) return 'missingDate';
  const span = daysBetween(range.from, range.to);
  if (span < 0) return 'dateOrder';
  if (span >= MAX_SPECIAL_RANGE_DAYS) return 'rangeTooLong';
  const hours = range.closed ? null : hoursOfTimes(range);
  return typeof hours === 'string' ? hours : null;
}

export function dayProblem(day: DayDraft): HoursProblem | null {
  const hours = day.open ? hoursOfTimes(day) : null;
  return typeof hours === 'string' ? hours : null;
}

/** Every problem of an editor's state; empty when it can be sent. */
export function hoursProblems(value: HoursValue): HoursProblem[] {
  switch (value.kind) {
    case 'week': {
      const days = WEEKDAYS.map((day) => value.days[day]);
      const problems = days.map(dayProblem).filter((p) => p !== null);
      return days.some((day) => day.open) ? problems : [...problems, 'noOpenDay'];
    }
    case 'ramadan': {
      const hours = value.own ? hoursOfTimes(value.times) : null;
      return typeof hours === 'string' ? [hours] : [];
    }
    case 'special':
      return value.ranges.map(rangeProblem).filter((p) => p !== null);
  }
}

const hoursOrThrow = (times: TimesDraft): OpenHours => {
  const hours = hoursOfTimes(times);
  if (typeof hours === 'string') throw new Error(`hours sent with a problem: ${hours}`);
  return hours;
};

/** The request's value of an editor whose state has no problem (the form checks that before sending). */
export function hoursInputOf(value: HoursValue): WeeklyHours | OpenHours | null | SpecialHours[] {
  switch (value.kind) {
    case 'week':
      return Object.fromEntries(WEEKDAYS.map((day) => [day, value.days[day].open ? hoursOrThrow(value.days[day]) : null])) as WeeklyHours;
    case 'ramadan':
      return value.own ? hoursOrThrow(value.times) : null;
    case 'special':
      return value.ranges.map(({ from, to, closed, ...times }) => ({ from, to, hours: closed ? null : hoursOrThrow(times) }));
  }
}
