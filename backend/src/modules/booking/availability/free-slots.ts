import { coveredSlots, type AvailableSlot } from '@dealer/contracts';
import { plusDays, riyadhDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import type { BranchFacts, SlotFacts } from '../../catalog/index.js';
import { dayRules } from '../shared/slot-rules.js';
import type { JobLength } from '../slot-day/slot-day.toolkit.js';

export interface FreeSlotsAnswer {
  slots: AvailableSlot[];
  /**
   * Until when (epoch ms) the same facts give the same answer: the start of the first slot shown, when
   * it leaves the list, or the next Riyadh midnight, when the booking horizon moves on.
   */
  validUntil: number;
}

/**
 * The starts of a job at a branch on a Riyadh date at `now`, with the same rules the engine books by:
 * closed days give none, starts that have passed or lie beyond the horizon are gone, and so are starts
 * where the job would run past the day's hours. A start's `free` is the fewest bays left over the slots
 * the job covers (counted by minute of day, grid start or not). Full starts stay, with no place free,
 * so the form can say a time is full rather than leave people wondering where it went.
 */
export function freeSlotsOf(
  branch: BranchFacts,
  date: string,
  slots: readonly SlotFacts[],
  taken: ReadonlyMap<number, number>,
  now: Date,
  horizonDays: number,
  job: JobLength,
): FreeSlotsAnswer {
  const nowMs = now.getTime();
  let validUntil = riyadhInstant(plusDays(riyadhDate(now), 1), 0).getTime();
  const day = dayRules(branch, date, now, horizonDays);
  if (!day.branchOpen) return { slots: [], validUntil };
  const horizonEnd = day.horizonEnd.getTime();
  const free: AvailableSlot[] = [];
  for (const slot of slots) {
    const startsAt = day.startsAt(slot.minuteOfDay).getTime();
    if (startsAt <= nowMs || startsAt >= horizonEnd || !day.fits(slot.minuteOfDay, job.minutes)) continue;
    validUntil = Math.min(validUntil, startsAt);
    const covered = coveredSlots(slot.minuteOfDay, job.minutes, job.slotLength);
    const places = Math.min(...covered.map((minute) => branch.capacity - (taken.get(minute) ?? 0)));
    free.push({ timeSlot: slot.timeSlot, slotIndex: slot.slotIndex, minuteOfDay: slot.minuteOfDay, free: Math.max(0, places) });
  }
  return { slots: free, validUntil };
}
