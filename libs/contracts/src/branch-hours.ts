import { WEEKDAYS, type Weekday } from './catalog.contract.js';
import { plusDays, weekdayOf } from './riyadh-calendar.js';
import { minuteOfDayFromClock } from './time-slot.js';

/** Minutes in a day: a branch's closing beyond it runs past midnight into the next date. */
export const DAY_MINUTES = 24 * 60;
/** The latest a night's work may run into the next date (06:00): Ramadan nights close around 02:00. */
export const LATEST_CLOSING = DAY_MINUTES + 6 * 60;

/**
 * A branch's open time on one date, in minutes after that date's midnight (Riyadh). `closes` above
 * DAY_MINUTES runs past midnight: 20:00–02:00 is { opens: 1200, closes: 1560 }.
 */
export interface OpenHours {
  opens: number;
  closes: number;
}

/** Opening hours per weekday; null: closed that day. */
export type WeeklyHours = Record<Weekday, OpenHours | null>;

/** Hours for a range of dates (Eid, National Day), both ends included; null hours: closed. */
export interface SpecialHours {
  from: string;
  to: string;
  hours: OpenHours | null;
}

/** Everything that decides when a branch works. */
export interface BranchHours {
  weekly: WeeklyHours;
  /** Hours on every day of Ramadan (Umm al-Qura) the branch works in its regular week; null: the regular hours. */
  ramadan: OpenHours | null;
  special: readonly SpecialHours[];
  closedDates: readonly string[];
}

/** Which rule gave a date its hours. */
export type HoursKind = 'regular' | 'ramadan' | 'special' | 'closed';

/** A stretch of one date during which work may run: [start, end) in minutes of that date. */
export interface OpenInterval {
  start: number;
  end: number;
  kind: Exclude<HoursKind, 'closed'>;
}

const ramadanMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { month: 'numeric', timeZone: 'UTC' });

/** Whether a Riyadh date falls in Ramadan (month 9) of the Umm al-Qura calendar, Saudi Arabia's civil calendar. */
export function isRamadan(date: string): boolean {
  const month = ramadanMonth.formatToParts(new Date(`${date}T12:00:00Z`)).find((part) => part.type === 'month')?.value;
  return month === '9';
}

/** The hours a date's own shift has, and which rule gave them; a shift may run past midnight. */
export function hoursOn(branch: BranchHours, date: string): { kind: HoursKind; hours: OpenHours | null } {
  if (branch.closedDates.includes(date)) return { kind: 'closed', hours: null };
  // The last special range entered for a date wins, so a later correction overrides an earlier one.
  const special = [...branch.special].reverse().find((s) => s.from <= date && date <= s.to);
  if (special) return special.hours ? { kind: 'special', hours: special.hours } : { kind: 'closed', hours: null };
  const regular = branch.weekly[weekdayOf(date)];
  if (!regular) return { kind: 'closed', hours: null };
  if (branch.ramadan && isRamadan(date)) return { kind: 'ramadan', hours: branch.ramadan };
  return { kind: 'regular', hours: regular };
}

/**
 * When work may run on a date: the end of the night before (a shift that ran past midnight) and the
 * date's own shift up to midnight. A job never crosses midnight: each date is its own slot-day.
 */
export function openIntervals(branch: BranchHours, date: string): OpenInterval[] {
  const intervals: OpenInterval[] = [];
  const before = hoursOn(branch, plusDays(date, -1));
  if (before.hours && before.kind !== 'closed' && before.hours.closes > DAY_MINUTES) {
    intervals.push({ start: 0, end: before.hours.closes - DAY_MINUTES, kind: before.kind });
  }
  const own = hoursOn(branch, date);
  if (own.hours && own.kind !== 'closed') intervals.push({ start: own.hours.opens, end: Math.min(own.hours.closes, DAY_MINUTES), kind: own.kind });
  return intervals.filter((i) => i.end > i.start);
}

/** Whether a job of `minutes` starting at `start` runs inside one open interval of the date. */
export function fitsHours(intervals: readonly OpenInterval[], start: number, minutes: number): boolean {
  return intervals.some((i) => start >= i.start && start + minutes <= i.end);
}

/** The default length of a service's work. */
export const DEFAULT_SERVICE_MINUTES = 60;
/** The longest one service may take: a working day. */
export const MAX_SERVICE_MINUTES = 12 * 60;

/**
 * The length of one slot of the global grid: the smallest gap between its start times (60 when the
 * grid has fewer than two starts).
 */
export function slotLength(slotMinutes: readonly number[]): number {
  const sorted = [...new Set(slotMinutes)].sort((a, b) => a - b);
  let gap = Infinity;
  for (let i = 1; i < sorted.length; i++) gap = Math.min(gap, sorted[i]! - sorted[i - 1]!);
  return Number.isFinite(gap) ? gap : 60;
}

/** The slot starts a job of `minutes` covers from `start`: its length rounded up to whole slots. */
export function coveredSlots(start: number, minutes: number, length: number): number[] {
  const count = Math.max(1, Math.ceil(minutes / length));
  return Array.from({ length: count }, (_, i) => start + i * length);
}

/** A job's minutes: its services' durations summed; a job without services (an admin's hold) takes one slot. */
export function jobMinutes(serviceMinutes: readonly number[], slotMinutes: number): number {
  const total = serviceMinutes.reduce((sum, m) => sum + m, 0);
  return total > 0 ? total : slotMinutes;
}

/** 'HH:MM' (24-hour, as a time input gives it) for minutes of a day; closings past midnight wrap. */
export function clockOf(minutes: number): string {
  const wrapped = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of an 'HH:MM' 24-hour time; null when malformed. */
export function minutesOfClock(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Hours from an opening and a closing time of day: a closing at or before the opening runs past
 * midnight (20:00 to 02:00 closes at 26:00). Null when the night would run past LATEST_CLOSING.
 */
export function hoursFromClocks(opens: number, closes: number): OpenHours | null {
  const end = closes > opens ? closes : closes + DAY_MINUTES;
  return end <= LATEST_CLOSING ? { opens, closes: end } : null;
}

/** Hours from the branch form's text times ('08:00-PM', '02:00-AM'); null when either is malformed. */
export function hoursFromClockTexts(opening: string, closing: string): OpenHours | null {
  const opens = minuteOfDayFromClock(opening);
  const closes = minuteOfDayFromClock(closing);
  return opens === null || closes === null ? null : hoursFromClocks(opens, closes);
}

/** A week open the same hours on the given days and closed on the others. */
export function uniformWeek(days: readonly Weekday[], hours: OpenHours): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, days.includes(day) ? { ...hours } : null])) as WeeklyHours;
}

/** The days a week opens, in the week's order (Saturday first). */
export function workingDaysOf(weekly: WeeklyHours): Weekday[] {
  return WEEKDAYS.filter((day) => weekly[day] !== null);
}
