import type { BranchFacts } from '../../catalog/catalog-reader/catalog-reader.service.js';
import { plusDays, riyadhDate, riyadhInstant, weekdayOf } from '../../../core/time/riyadh-time.js';
import type { SlotRules } from '../slot-day/slot-day.decider.js';

/**
 * The facts the slot-day decider judges by, for one branch, Riyadh date and slot, at `now`. The
 * horizon ends at the close of the last bookable Riyadh day.
 */
export function slotRules(branch: BranchFacts, date: string, slotMinute: number, now: Date, horizonDays: number): SlotRules {
  return {
    capacity: branch.capacity,
    waitingLimit: null,
    branchOpen: branch.workingDays.includes(weekdayOf(date)) && !branch.closedDates.includes(date),
    startsAt: riyadhInstant(date, slotMinute),
    now,
    horizonEnd: riyadhInstant(plusDays(riyadhDate(now), horizonDays + 1), 0),
  };
}
