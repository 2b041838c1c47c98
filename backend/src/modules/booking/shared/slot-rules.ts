import type { BranchFacts } from '../../catalog/index.js';
import { plusDays, riyadhDate, riyadhInstant, weekdayOf } from '../../../core/time/riyadh-time.js';
import type { SlotRules } from '../slot-day/slot-day.decider.js';

/**
 * The facts the slot-day decider judges by, for one branch, Riyadh date and slot, at `now`. The
 * horizon ends at the close of the last bookable Riyadh day.
 */
/** The rules of one branch-day, worked out once for all its slots (availability shows every slot). */
export function dayRules(branch: BranchFacts, date: string, now: Date, horizonDays: number): { branchOpen: boolean; horizonEnd: Date; startsAt: (slotMinute: number) => Date } {
  const rules = slotRules(branch, date, 0, now, horizonDays);
  return { branchOpen: rules.branchOpen, horizonEnd: rules.horizonEnd, startsAt: (slotMinute) => riyadhInstant(date, slotMinute) };
}

export function slotRules(branch: BranchFacts, date: string, slotMinute: number, now: Date, horizonDays: number): SlotRules {
  return {
    capacity: branch.capacity,
    waitingLimit: branch.waitingLimit,
    branchOpen: branch.workingDays.includes(weekdayOf(date)) && !branch.closedDates.includes(date),
    startsAt: riyadhInstant(date, slotMinute),
    now,
    horizonEnd: riyadhInstant(plusDays(riyadhDate(now), horizonDays + 1), 0),
  };
}
