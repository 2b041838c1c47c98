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
  source: 'booking' | 'admin';
  waiting: boolean;
  contact: SlotContact;
}

/** The slot starts a reservation holds. */
export function coveredMinutes(reservation: Pick<SlotReservation, 'slotMinute' | 'slotMinutes'>): number[] {
  return reservation.slotMinutes?.length ? reservation.slotMinutes : [reservation.slotMinute];
}

export type ReleaseReason = 'cancelled' | 'rescheduled' | 'moved' | 'removed';

export type SlotDayEvent =
  | { type: 'SlotReserved'; data: SlotReservation }
  | { type: 'SlotReleased'; data: { reservationId: string; reason: ReleaseReason } };

export interface Reservation {
  slotMinute: number;
  /** Every slot start held (see coveredMinutes). */
  slotMinutes: number[];
  bookingId: string | null;
  source: 'booking' | 'admin';
  waiting: boolean;
}

export interface SlotDayState {
  reservations: Readonly<Record<string, Reservation>>;
}

export const initialSlotDay: SlotDayState = { reservations: {} };

/** What the handler found out about the branch, the slot and the clock; the decider only judges. */
export interface SlotRules {
  capacity: number;
  /** Most 'Waiting' customers one slot takes; null: no limit. */
  waitingLimit: number | null;
  branchOpen: boolean;
  /** Whether the whole job runs inside the day's open hours (regular, Ramadan or special). */
  withinHours: boolean;
  startsAt: Date;
  now: Date;
  /** The first instant past the booking horizon: midnight after its last day (a start there is beyond it). */
  horizonEnd: Date;
}

export type SlotDayCommand =
  | ({ type: 'ReserveSlot'; rules: SlotRules } & SlotReservation)
  | { type: 'ReleaseSlot'; reservationId: string; reason: ReleaseReason };

export type SlotRefusal = 'branchClosed' | 'pastClosing' | 'slotPast' | 'beyondHorizon' | 'slotFull' | 'waitingFull' | 'reservationNotFound';

export class SlotDecisionError extends Error {
  constructor(readonly reason: SlotRefusal) {
    super(reason);
  }
}

export function evolveSlotDay(state: SlotDayState, event: SlotDayEvent): SlotDayState {
  switch (event.type) {
    case 'SlotReserved': {
      const { reservationId, slotMinute, bookingId, source, waiting } = event.data;
      return { reservations: { ...state.reservations, [reservationId]: { slotMinute, slotMinutes: coveredMinutes(event.data), bookingId, source, waiting } } };
    }
    case 'SlotReleased': {
      const { [event.data.reservationId]: _released, ...rest } = state.reservations;
      return { reservations: rest };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
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
      // Admins record phone and walk-in customers: the branch's calendar does not bind them, capacity does.
      if (command.source === 'booking') {
        if (!rules.branchOpen) throw new SlotDecisionError('branchClosed');
        if (rules.startsAt.getTime() <= rules.now.getTime()) throw new SlotDecisionError('slotPast');
        if (rules.startsAt.getTime() >= rules.horizonEnd.getTime()) throw new SlotDecisionError('beyondHorizon');
        if (!rules.withinHours) throw new SlotDecisionError('pastClosing');
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
