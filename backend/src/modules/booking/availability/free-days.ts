import { hoursOn, type AvailableDay, type DayUnavailableReason } from '@dealer/contracts';
import { plusDays, riyadhDate } from '../../../core/time/riyadh-time.js';
import type { BranchFacts, SlotFacts } from '../../catalog/index.js';
import { dayRules } from '../shared/slot-rules.js';
import type { JobLength } from '../slot-day/slot-day.toolkit.js';
import { freeSlotsOf } from './free-slots.js';

/** The Riyadh dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = plusDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * A branch's calendar from `from` to `to` at `now`: each day judged by the rules its slots are judged
 * by (freeSlotsOf), so a day shown open always offers a time and a time offered is always on an open day.
 * Only starts where the whole job fits count: a working day where none fits is full, not closed.
 * `taken` holds the taken places per slot minute of each date (missing: none taken).
 */
export function freeDaysOf(
  branch: BranchFacts,
  dates: readonly string[],
  slots: readonly SlotFacts[],
  taken: ReadonlyMap<string, ReadonlyMap<number, number>>,
  now: Date,
  horizonDays: number,
  job: JobLength,
): AvailableDay[] {
  const today = riyadhDate(now);
  // Every day after the horizon's last is beyond it: its first possible start, midnight, already is.
  const lastDay = plusDays(today, horizonDays);
  const none = new Map<number, number>();
  return dates.map((date) => {
    const rules = dayRules(branch, date, now, horizonDays);
    const free = freeSlotsOf(branch, date, slots, taken.get(date) ?? none, now, horizonDays, job).slots.filter((slot) => slot.free > 0).length;
    let reason: DayUnavailableReason | null = null;
    // Today counts as past once its last start within opening hours has passed, whatever the job's length.
    const ahead = (slot: SlotFacts) => rules.startsAt(slot.minuteOfDay) > now && rules.fits(slot.minuteOfDay, 1);
    if (date < today || (date === today && rules.branchOpen && !slots.some(ahead))) reason = 'past';
    else if (date > lastDay) reason = 'beyondHorizon';
    else if (!rules.branchOpen) reason = 'closed';
    else if (free === 0) reason = 'full';
    const own = hoursOn(branch.hours, date);
    const hours = own.hours && own.kind !== 'closed' ? { ...own.hours, kind: own.kind } : null;
    return { date, open: reason === null || reason === 'full', free, reason, hours };
  });
}
