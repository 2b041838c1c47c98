import { describe, it } from '@jest/globals';
import { coveredSlots } from '@dealer/contracts';
import fc from 'fast-check';
import { decideSlotDay, evolveSlotDay, initialSlotDay, reservationsAt, SlotDecisionError, type SlotDayCommand, type SlotDayState } from './slot-day.decider.js';
import { decideWaitlist, WaitlistDecisionError, type OfferContext, type WaitlistCommand } from './waitlist.decider.js';

/**
 * The decider counts places per slot and never assigns bays. That is enough because the bays are
 * identical and a job holds consecutive slots: reservations are intervals, and intervals that never
 * overlap more than `capacity` deep can always be coloured with `capacity` bays. Random days of
 * bookings and cancellations check both halves: the counts stay within capacity, and a greedy
 * assignment by start time finds a bay for every accepted job. Waitlist entries join, cancellations
 * offer their places as holds, holds are confirmed or lapse: a hold counts like any reservation.
 */

const SLOT = 60;
const FIRST = 8 * 60;
const SLOTS_A_DAY = 12;
const rules = (capacity: number) => ({
  capacity,
  waitingLimit: null,
  branchOpen: true,
  withinHours: true,
  openAtStart: true,
  startsAt: new Date('2026-11-22T10:00:00Z'),
  now: new Date('2026-11-21T06:00:00Z'),
  horizonEnd: new Date('2027-01-20T21:00:00Z'),
});

type Step =
  | { kind: 'book'; start: number; slots: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'join'; start: number; width: number; slots: number }
  | { kind: 'confirm' | 'lapse'; pick: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), start: fc.integer({ min: 0, max: SLOTS_A_DAY - 1 }), slots: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), start: fc.integer({ min: 0, max: SLOTS_A_DAY - 1 }), width: fc.integer({ min: 0, max: 4 }), slots: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('confirm' as const, 'lapse' as const), pick: fc.nat() }) },
);

/** Holds last 15 minutes; a lapse step comes after every hold has expired. */
const offerContext = (capacity: number, at: Date, prefix: string): OfferContext => {
  let next = 0;
  return {
    now: at,
    holdMinutes: 15,
    starts: Array.from({ length: SLOTS_A_DAY }, (_, i) => ({ minute: FIRST + i * SLOT, timeSlot: 'any' })),
    rulesFor: () => rules(capacity),
    newHoldId: () => `${prefix}-hold-${++next}`,
  };
};
const lapseTime = new Date('2026-11-21T07:00:00Z');

function waitlistCommand(s: Step, i: number, state: SlotDayState): WaitlistCommand | null {
  const holds = Object.keys(state.holds);
  switch (s.kind) {
    case 'cancel': {
      const held = Object.keys(state.reservations);
      return held.length ? { type: 'ReleaseAndOffer', reservationId: held[s.pick % held.length]!, reason: 'cancelled' } : null;
    }
    case 'join': {
      const windowStart = FIRST + s.start * SLOT;
      const entry = { entryId: `e${i}`, customerId: `c${i}`, branchId: 'b1', branchName: 'x', branchNameAr: '', date: '2026-11-22', windowStart, windowEnd: windowStart + s.width * SLOT, windowStartLabel: '', windowEndLabel: '', minutes: s.slots * SLOT, slotLength: SLOT };
      const booking = { vehicleType: 'x', model: 'x', transmission: 'x', waitingStatus: 'Dropping Off Vehicle' as const, serviceDetails: [], serviceDetailsAr: [], vehicleTypeAr: '', transmissionAr: '', offer: '', isListed: false };
      return { type: 'JoinWaitlist', entry: { ...entry, contact: { firstName: 'A', lastName: 'B', email: 'a@example.com', phoneNumber: '+966551234567' }, lang: 'en', booking, joinedAt: '' } };
    }
    case 'confirm':
      return holds.length ? { type: 'ConfirmHold', holdId: holds[s.pick % holds.length]!, bookingId: `bk${i}` } : null;
    case 'lapse':
      return holds.length ? { type: 'LapseHold', holdId: holds[s.pick % holds.length]! } : null;
    default:
      return null;
  }
}

function reserveCommand(id: string, start: number, slots: number, capacity: number): SlotDayCommand {
  const slotMinute = FIRST + start * SLOT;
  return {
    type: 'ReserveSlot',
    reservationId: id,
    branchId: 'b1',
    branchName: 'Riyadh - Olaya',
    date: '2026-11-22',
    slotMinute,
    timeSlot: 'any',
    slotMinutes: coveredSlots(slotMinute, slots * SLOT, SLOT),
    bookingId: id,
    source: 'booking',
    waiting: false,
    contact: { firstName: 'A', lastName: 'B', email: 'a@example.com', phoneNumber: '+966551234567' },
    rules: rules(capacity),
  };
}

/** Bays given greedily by start time: each job takes the first bay free when it starts. */
function baysNeeded(state: SlotDayState): number {
  const jobs = Object.values(state.reservations)
    .map((r) => ({ start: Math.min(...r.slotMinutes), end: Math.max(...r.slotMinutes) + SLOT }))
    .sort((a, b) => a.start - b.start);
  const bayFreeFrom: number[] = [];
  for (const job of jobs) {
    const bay = bayFreeFrom.findIndex((freeFrom) => freeFrom <= job.start);
    if (bay === -1) bayFreeFrom.push(job.end);
    else bayFreeFrom[bay] = job.end;
  }
  return bayFreeFrom.length;
}

/** Plain checks rather than expect(): thousands of them per run. */
function checkDay(state: SlotDayState, capacity: number): void {
  const over = dayMinutes.find((minute) => reservationsAt(state, minute).length > capacity);
  if (over !== undefined) throw new Error(`slot ${over} over capacity ${capacity}`);
  if (baysNeeded(state) > capacity) throw new Error(`the accepted jobs need ${baysNeeded(state)} bays, the branch has ${capacity}`);
  // Every open hold is a reservation of its own, and every offered entry's hold is open.
  for (const hold of Object.values(state.holds)) if (state.reservations[hold.holdId]?.source !== 'hold') throw new Error(`hold ${hold.holdId} holds no place`);
}

const dayMinutes = Array.from({ length: SLOTS_A_DAY + 4 }, (_, i) => FIRST + i * SLOT);

describe('slot-day capacity with jobs of several slots (property)', () => {
  it('never counts a slot over capacity, always fits the accepted jobs into the bays, and refuses only a job that meets a full slot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.array(step, { minLength: 1, maxLength: 40 }), (capacity, steps) => {
        let state = initialSlotDay;
        steps.forEach((s, i) => {
          if (s.kind !== 'book') {
            const waitlist = waitlistCommand(s, i, state);
            if (!waitlist) return;
            const at = waitlist.type === 'LapseHold' ? lapseTime : rules(capacity).now;
            try {
              state = decideWaitlist(waitlist, state, offerContext(capacity, at, `s${i}`)).reduce(evolveSlotDay, state);
            } catch (error) {
              if (!(error instanceof WaitlistDecisionError)) throw error;
            }
            checkDay(state, capacity);
            return;
          }
          const command: SlotDayCommand = reserveCommand(`r${i}`, s.start, s.slots, capacity);
          try {
            state = decideSlotDay(command, state).reduce(evolveSlotDay, state);
          } catch (error) {
            if (!(error instanceof SlotDecisionError) || command.type !== 'ReserveSlot') throw error;
            // Refused only with reason: some slot the job covers was already full.
            if (error.reason !== 'slotFull' || !command.slotMinutes!.some((minute) => reservationsAt(state, minute).length >= capacity)) {
              throw new Error(`refused ${command.reservationId} (${error.reason}) though every slot it covers had room`, { cause: error });
            }
          }
          checkDay(state, capacity);
        });
      }),
      // Fixed seed and a bounded number of runs: the same days every time, in well under a second.
      { seed: 20261125, numRuns: 200 },
    );
  });
});
