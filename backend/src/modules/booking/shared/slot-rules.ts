import { DEFAULT_SERVICE_MINUTES, fitsHours, openIntervals, type OpenInterval } from '@dealer/contracts';
import type { BranchFacts } from '../../catalog/index.js';
import { plusDays, riyadhDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import type { SlotRules } from '../slot-day/slot-day.decider.js';

/** The rules of one branch-day, worked out once for all its slots (availability shows every slot). */
export interface DayRules {
  /** Whether the branch works at all that date (its own shift or the end of the night before). */
  branchOpen: boolean;
  /** When work may run that date (regular, Ramadan or special hours). */
  intervals: OpenInterval[];
  horizonEnd: Date;
  startsAt: (slotMinute: number) => Date;
  /** Whether a job of `minutes` starting at `slotMinute` runs inside the day's hours. */
  fits: (slotMinute: number, minutes: number) => boolean;
}

/** The horizon ends at the close of the last bookable Riyadh day. */
export function dayRules(branch: BranchFacts, date: string, now: Date, horizonDays: number): DayRules {
  const intervals = openIntervals(branch.hours, date);
  return {
    branchOpen: intervals.length > 0,
    intervals,
    horizonEnd: riyadhInstant(plusDays(riyadhDate(now), horizonDays + 1), 0),
    startsAt: (slotMinute) => riyadhInstant(date, slotMinute),
    fits: (slotMinute, minutes) => fitsHours(intervals, slotMinute, minutes),
  };
}

/** The facts the slot-day decider judges by, for one branch, Riyadh date, start and job length, at `now`. */
export function slotRules(branch: BranchFacts, date: string, slotMinute: number, now: Date, horizonDays: number, minutes = DEFAULT_SERVICE_MINUTES): SlotRules {
  const day = dayRules(branch, date, now, horizonDays);
  return {
    capacity: branch.capacity,
    waitingLimit: branch.waitingLimit,
    branchOpen: day.branchOpen,
    withinHours: day.fits(slotMinute, minutes),
    openAtStart: day.fits(slotMinute, 1),
    startsAt: day.startsAt(slotMinute),
    now,
    horizonEnd: day.horizonEnd,
  };
}
