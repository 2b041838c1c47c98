import { riyadhDate, type Lang, type WaitingStatus } from '@dealer/contracts';

/**
 * The consistency boundary of the engine: one stream per branch and Riyadh day. Every reservation
 * of that day goes through this decider, so capacity is checked against all of them at once.
 */

export interface SlotContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** One place taken in a slot: what a reservation records and the slot-day's events carry. */
export interface SlotReservation {
  reservationId: string;
  branchId: string;
  branchName: string;
  date: string;
  /** The start: the slot the booking was made for. */
  slotMinute: number;
  timeSlot: string;
  /**
   * Every slot start the work covers, the start first (a 3-hour job on an hourly grid: three). Events
   * written before jobs had durations lack it and cover their start alone: read it with coveredMinutes.
   */
  slotMinutes?: number[];
  bookingId: string | null;
  /** 'hold': a place held for the first in the waitlist's line until they confirm or the hold lapses. */
  source: ReservationSource;
  waiting: boolean;
  contact: SlotContact;
}

export type ReservationSource = 'booking' | 'admin' | 'hold';

/** The slot starts a reservation holds. */
export function coveredMinutes(reservation: Pick<SlotReservation, 'slotMinute' | 'slotMinutes'>): number[] {
  return reservation.slotMinutes?.length ? reservation.slotMinutes : [reservation.slotMinute];
}

/** 'lapsed': a hold nobody confirmed in time; 'left': a hold whose customer left the line. */
export type ReleaseReason = 'cancelled' | 'rescheduled' | 'moved' | 'removed' | 'lapsed' | 'left';

/**
 * A customer waiting in line for a place on this day. It carries what the booking made from a hold
 * needs, so confirming reads nothing but the day's stream.
 */
export interface WaitlistEntryData {
  entryId: string;
  customerId: string;
  branchId: string;
  branchName: string;
  branchNameAr: string;
  date: string;
  /** The window of starts, as minutes of the day, both included, and as the slot labels asked for. */
  windowStart: number;
  windowEnd: number;
  windowStartLabel: string;
  windowEndLabel: string;
  /** The job's length and the grid's slot length: together the slots a start covers. */
  minutes: number;
  slotLength: number;
  contact: SlotContact;
  /** The language of the offer mail and of the booking's mails. */
  lang: Lang;
  booking: WaitlistBooking;
  joinedAt: string;
}

/** The booking the customer would place, without its time. */
export interface WaitlistBooking {
  vehicleType: string;
  model: string;
  transmission: string;
  waitingStatus: WaitingStatus;
  serviceDetails: string[];
  serviceDetailsAr: string[];
  vehicleTypeAr: string;
  transmissionAr: string;
  offer: string;
  isListed: boolean;
}

/** A place held for an entry: its reservation (a SlotReserved of source 'hold' with the same id) and its expiry. */
export interface SlotHold {
  holdId: string;
  entryId: string;
  customerId: string;
  slotMinute: number;
  timeSlot: string;
  slotMinutes: number[];
  /** ISO instant: unconfirmed by then, the hold lapses and the place goes to the next in line. */
  expiresAt: string;
}

/** What the offer mail says and whom it goes to, beside the hold itself. */
export type SlotHeldData = SlotHold & Pick<WaitlistEntryData, 'branchId' | 'branchName' | 'branchNameAr' | 'date' | 'contact' | 'lang'>;

export type SlotDayEvent =
  | { type: 'SlotReserved'; data: SlotReservation }
  | { type: 'SlotReleased'; data: { reservationId: string; reason: ReleaseReason } }
  | { type: 'WaitlistJoined'; data: WaitlistEntryData }
  | { type: 'WaitlistLeft'; data: { entryId: string } }
  | { type: 'SlotHeld'; data: SlotHeldData }
  /** The hold's reservation becomes the booking's: same id, same slots, no moment without it. */
  | { type: 'HoldConfirmed'; data: { holdId: string; entryId: string; bookingId: string } }
  | { type: 'HoldLapsed'; data: { holdId: string; entryId: string } };

export interface Reservation {
  slotMinute: number;
  /** Every slot start held (see coveredMinutes). */
  slotMinutes: number[];
  bookingId: string | null;
  source: ReservationSource;
  waiting: boolean;
}

/** An entry in line; `holdId` while a place is held for it. */
export interface WaitingEntry extends WaitlistEntryData {
  holdId: string | null;
}

export interface SlotDayState {
  reservations: Readonly<Record<string, Reservation>>;
  /** Entries still in line (waiting or offered), in the order they joined: the first is offered first. */
  waitlist: Readonly<Record<string, WaitingEntry>>;
  /** Open holds by id. */
  holds: Readonly<Record<string, SlotHold>>;
}

export const initialSlotDay: SlotDayState = { reservations: {}, waitlist: {}, holds: {} };

/** What the handler found out about the branch, the slot and the clock; the decider only judges. */
export interface SlotRules {
  capacity: number;
  /** Most 'Waiting' customers one slot takes; null: no limit. */
  waitingLimit: number | null;
  branchOpen: boolean;
  /** Whether the whole job runs inside the day's open hours (regular, Ramadan or special). */
  withinHours: boolean;
  /** Whether the branch works at the start itself: a job refused for its hours either starts outside them or runs past them. */
  openAtStart: boolean;
  startsAt: Date;
  now: Date;
  /** The first instant past the booking horizon: midnight after its last day (a start there is beyond it). */
  horizonEnd: Date;
}

export type SlotDayCommand =
  | ({ type: 'ReserveSlot'; rules: SlotRules } & SlotReservation)
  | { type: 'ReleaseSlot'; reservationId: string; reason: ReleaseReason };

export type SlotRefusal = 'branchClosed' | 'outsideHours' | 'pastClosing' | 'slotPast' | 'beyondHorizon' | 'slotFull' | 'waitingFull' | 'reservationNotFound';

export class SlotDecisionError extends Error {
  constructor(readonly reason: SlotRefusal) {
    super(reason);
  }
}

export function evolveSlotDay(state: SlotDayState, event: SlotDayEvent): SlotDayState {
  switch (event.type) {
    case 'SlotReserved': {
      const { reservationId, slotMinute, bookingId, source, waiting } = event.data;
      return { ...state, reservations: { ...state.reservations, [reservationId]: { slotMinute, slotMinutes: coveredMinutes(event.data), bookingId, source, waiting } } };
    }
    case 'SlotReleased':
      return { ...state, reservations: without(state.reservations, event.data.reservationId) };
    case 'WaitlistJoined':
      return { ...state, waitlist: { ...state.waitlist, [event.data.entryId]: { ...event.data, holdId: null } } };
    case 'WaitlistLeft': {
      const holdId = state.waitlist[event.data.entryId]?.holdId;
      return { ...state, waitlist: without(state.waitlist, event.data.entryId), holds: holdId ? without(state.holds, holdId) : state.holds };
    }
    case 'SlotHeld': {
      const { holdId, entryId, customerId, slotMinute, timeSlot, slotMinutes, expiresAt } = event.data;
      const entry = state.waitlist[entryId];
      return {
        ...state,
        holds: { ...state.holds, [holdId]: { holdId, entryId, customerId, slotMinute, timeSlot, slotMinutes, expiresAt } },
        waitlist: entry ? { ...state.waitlist, [entryId]: { ...entry, holdId } } : state.waitlist,
      };
    }
    case 'HoldConfirmed': {
      const { holdId, entryId, bookingId } = event.data;
      const held = state.reservations[holdId];
      return {
        reservations: held ? { ...state.reservations, [holdId]: { ...held, bookingId, source: 'booking' } } : state.reservations,
        waitlist: without(state.waitlist, entryId),
        holds: without(state.holds, holdId),
      };
    }
    case 'HoldLapsed':
      return { ...state, waitlist: without(state.waitlist, event.data.entryId), holds: without(state.holds, event.data.holdId) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** The reservations holding a slot start: those that start there and those whose work runs through it. */
export function reservationsAt(state: SlotDayState, slotMinute: number): Reservation[] {
  return Object.values(state.reservations).filter((r) => r.slotMinutes.includes(slotMinute));
}

export function decideSlotDay(command: SlotDayCommand, state: SlotDayState): SlotDayEvent[] {
  switch (command.type) {
    case 'ReserveSlot': {
      // A retried command that already landed changes nothing.
      if (state.reservations[command.reservationId]) return [];
      const { rules } = command;
      // Admins record phone and walk-in customers: the branch's calendar does not bind them, capacity does
      // (a walk-in of this morning may be written down at noon), but a day gone by is no one's to take.
      // A hold becomes a customer's booking, so the calendar binds it as it binds theirs.
      if (command.source === 'admin') {
        if (command.date < riyadhDate(rules.now)) throw new SlotDecisionError('slotPast');
      } else {
        if (!rules.branchOpen) throw new SlotDecisionError('branchClosed');
        if (rules.startsAt.getTime() <= rules.now.getTime()) throw new SlotDecisionError('slotPast');
        if (rules.startsAt.getTime() >= rules.horizonEnd.getTime()) throw new SlotDecisionError('beyondHorizon');
        if (!rules.withinHours) throw new SlotDecisionError(rules.openAtStart ? 'pastClosing' : 'outsideHours');
      }
      // The bays are identical, so a job fits when every slot it covers has a free bay: per-slot counts
      // are enough, no bay needs assigning (see the property test beside this decider).
      for (const minute of coveredMinutes(command)) {
        const taken = reservationsAt(state, minute);
        if (taken.length >= rules.capacity) throw new SlotDecisionError('slotFull');
        if (command.waiting && rules.waitingLimit !== null && taken.filter((r) => r.waiting).length >= rules.waitingLimit) {
          throw new SlotDecisionError('waitingFull');
        }
      }
      const { type: _type, rules: _rules, ...data } = command;
      return [{ type: 'SlotReserved', data }];
    }
    case 'ReleaseSlot': {
      if (!state.reservations[command.reservationId]) throw new SlotDecisionError('reservationNotFound');
      return [{ type: 'SlotReleased', data: { reservationId: command.reservationId, reason: command.reason } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export function slotDayStreamId(branchId: string, date: string): string {
  return `slots-${branchId}-${date}`;
}

/** The branch-day of a `slots-{branchId}-{yyyy-mm-dd}` stream; branch ids contain dashes themselves. */
export function slotDayOf(streamId: string): { branchId: string; date: string } | null {
  const match = /^slots-(.+)-(\d{4}-\d{2}-\d{2})$/.exec(streamId);
  return match ? { branchId: match[1]!, date: match[2]! } : null;
}
