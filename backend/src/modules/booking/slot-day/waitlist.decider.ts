import { coveredSlots } from '@dealer/contracts';
import { evolveSlotDay, decideSlotDay, initialSlotDay, SlotDecisionError, type SlotDayEvent, type SlotDayState, type SlotRules, type WaitingEntry, type WaitlistEntryData, type ReleaseReason } from './slot-day.decider.js';

/**
 * The waitlist of a branch-day, decided on the day's own stream (ARCHITECTURE §12): a waitlist offer is
 * a reservation with an expiry. Whatever frees a place (a cancel, a reschedule away, an admin release, a
 * hold lapsing, an offered customer leaving) offers it to the first in line whose window and job fit,
 * in the same append, under the same expected version: a hold is counted like any reservation and
 * never double-books.
 */

/** A start of the slot grid. */
export interface GridStart {
  minute: number;
  timeSlot: string;
}

/** What the handler knows that the decider does not: the clock, the grid, the branch's rules and fresh ids. */
export interface OfferContext {
  now: Date;
  holdMinutes: number;
  /** The grid's starts, earliest first. */
  starts: readonly GridStart[];
  /** The branch's rules for a job of `minutes` starting at `slotMinute`, at `now`. */
  rulesFor: (slotMinute: number, minutes: number) => SlotRules;
  newHoldId: () => string;
}

export type WaitlistRefusal = 'placeFree' | 'alreadyWaiting' | 'entryNotFound' | 'holdGone' | 'holdExpired';

export class WaitlistDecisionError extends Error {
  constructor(readonly reason: WaitlistRefusal) {
    super(reason);
  }
}

export type WaitlistCommand =
  | { type: 'JoinWaitlist'; entry: WaitlistEntryData }
  | { type: 'LeaveWaitlist'; entryId: string; customerId: string }
  | { type: 'ConfirmHold'; holdId: string; bookingId: string }
  | { type: 'LapseHold'; holdId: string }
  | { type: 'ReleaseAndOffer'; reservationId: string; reason: ReleaseReason };

export function decideWaitlist(command: WaitlistCommand, state: SlotDayState, context: OfferContext): SlotDayEvent[] {
  switch (command.type) {
    case 'JoinWaitlist': {
      const { entry } = command;
      if (Object.values(state.waitlist).some((other) => other.customerId === entry.customerId)) throw new WaitlistDecisionError('alreadyWaiting');
      // A window the branch's calendar never allows (closed, past, past closing) is refused for that reason.
      if (!firstFreeStart(entry, initialSlotDay, context)) throw whyNoStart(entry, context);
      // A place free in the window is to be booked, not waited for.
      if (firstFreeStart(entry, state, context)) throw new WaitlistDecisionError('placeFree');
      return [{ type: 'WaitlistJoined', data: entry }];
    }
    case 'LeaveWaitlist': {
      const entry = state.waitlist[command.entryId];
      if (!entry || entry.customerId !== command.customerId) throw new WaitlistDecisionError('entryNotFound');
      const left: SlotDayEvent[] = [{ type: 'WaitlistLeft', data: { entryId: entry.entryId } }];
      if (entry.holdId) left.push({ type: 'SlotReleased', data: { reservationId: entry.holdId, reason: 'left' } });
      return withOffers(state, left, context);
    }
    case 'ConfirmHold': {
      const hold = state.holds[command.holdId];
      if (!hold) throw new WaitlistDecisionError('holdGone');
      if (new Date(hold.expiresAt).getTime() <= context.now.getTime()) throw new WaitlistDecisionError('holdExpired');
      return [{ type: 'HoldConfirmed', data: { holdId: hold.holdId, entryId: hold.entryId, bookingId: command.bookingId } }];
    }
    case 'LapseHold': {
      const hold = state.holds[command.holdId];
      // Confirmed, left or lapsed already (by another worker), or not due yet: nothing to do.
      if (!hold || new Date(hold.expiresAt).getTime() > context.now.getTime()) return [];
      return withOffers(
        state,
        [
          { type: 'HoldLapsed', data: { holdId: hold.holdId, entryId: hold.entryId } },
          { type: 'SlotReleased', data: { reservationId: hold.holdId, reason: 'lapsed' } },
        ],
        context,
      );
    }
    case 'ReleaseAndOffer':
      return withOffers(state, decideSlotDay({ type: 'ReleaseSlot', reservationId: command.reservationId, reason: command.reason }, state), context);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** The events given, then the holds they make possible for the line (see offerFreedPlaces). */
export function withOffers(state: SlotDayState, events: SlotDayEvent[], context: OfferContext): SlotDayEvent[] {
  return [...events, ...offerFreedPlaces(events.reduce(evolveSlotDay, state), context)];
}

/**
 * Holds a place for each entry in line, first come first, whose window has a start where its whole
 * job fits now; an entry that does not fit is passed over for the next, and keeps its place in line.
 * Each hold is judged after the ones before it, so several places freed at once go to several entries.
 */
export function offerFreedPlaces(state: SlotDayState, context: OfferContext): SlotDayEvent[] {
  const events: SlotDayEvent[] = [];
  let current = state;
  for (const entry of Object.values(state.waitlist)) {
    if (entry.holdId) continue;
    const start = firstFreeStart(entry, current, context);
    if (!start) continue;
    const held = holdEvents(entry, start, context);
    current = held.reduce(evolveSlotDay, current);
    events.push(...held);
  }
  return events;
}

/** The earliest start in the entry's window where the slot-day would accept its job now. */
function firstFreeStart(entry: WaitlistEntryData, state: SlotDayState, context: OfferContext): GridStart | null {
  for (const start of context.starts) {
    if (start.minute < entry.windowStart || start.minute > entry.windowEnd) continue;
    try {
      decideSlotDay({ type: 'ReserveSlot', ...probe(entry, start), rules: context.rulesFor(start.minute, entry.minutes) }, state);
      return start;
    } catch (error) {
      if (!(error instanceof SlotDecisionError)) throw error;
    }
  }
  return null;
}

/** The calendar's refusal of the window's first start (there always is one: the window names grid starts). */
function whyNoStart(entry: WaitlistEntryData, context: OfferContext): Error {
  const start = context.starts.find((s) => s.minute >= entry.windowStart && s.minute <= entry.windowEnd);
  if (!start) return new SlotDecisionError('pastClosing');
  try {
    decideSlotDay({ type: 'ReserveSlot', ...probe(entry, start), rules: context.rulesFor(start.minute, entry.minutes) }, initialSlotDay);
    return new SlotDecisionError('pastClosing');
  } catch (error) {
    return error as Error;
  }
}

/** A reservation for the job at that start, as the decider judges any: only its slots and waiting matter here. */
function probe(entry: WaitlistEntryData, start: GridStart) {
  return {
    reservationId: 'waitlist-probe',
    branchId: '',
    branchName: '',
    date: '',
    slotMinute: start.minute,
    timeSlot: start.timeSlot,
    slotMinutes: coveredSlots(start.minute, entry.minutes, entry.slotLength),
    bookingId: null,
    source: 'hold' as const,
    waiting: entry.booking.waitingStatus === 'Waiting',
    contact: entry.contact,
  };
}

function holdEvents(entry: WaitingEntry, start: GridStart, context: OfferContext): SlotDayEvent[] {
  const holdId = context.newHoldId();
  const slotMinutes = coveredSlots(start.minute, entry.minutes, entry.slotLength);
  const startsAt = context.rulesFor(start.minute, entry.minutes).startsAt.getTime();
  // Never past the appointment's own start: a place held until after it began could not be confirmed.
  const expiresAt = new Date(Math.min(context.now.getTime() + context.holdMinutes * 60_000, startsAt)).toISOString();
  const { branchId, branchName, branchNameAr, date, contact, lang, customerId, entryId } = entry;
  return [
    {
      type: 'SlotReserved',
      data: { reservationId: holdId, branchId, branchName, date, slotMinute: start.minute, timeSlot: start.timeSlot, slotMinutes, bookingId: null, source: 'hold', waiting: entry.booking.waitingStatus === 'Waiting', contact },
    },
    { type: 'SlotHeld', data: { holdId, entryId, customerId, slotMinute: start.minute, timeSlot: start.timeSlot, slotMinutes, expiresAt, branchId, branchName, branchNameAr, date, contact, lang } },
  ];
}
