import { BOOKING_MOVES, DEFAULT_SERVICE_MINUTES, isOpenBooking, type BookingStatus, type CustomerType, type Lang, type WaitingStatus } from '@dealer/contracts';

/** One stream per booking: its whole life is the audit trail admins and the customer can read. */

export interface BookingDetails {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** The language of the booking's mails: the one the customer last acted on it in. */
  lang: Lang;
  vehicleType: string;
  model: string;
  transmission: string;
  waitingStatus: WaitingStatus;
  serviceDetails: string[];
  branchId: string;
  branchName: string;
  /** The catalog's Arabic names as they stood when booked; '' or absent (older bookings): the English ones. */
  branchNameAr?: string;
  serviceDetailsAr?: string[];
  vehicleTypeAr?: string;
  transmissionAr?: string;
  offer: string;
  isListed: boolean;
  /** How long the work takes: the services' durations summed when booked (or last rescheduled). */
  durationMinutes: number;
}

/** What a booking's work is: recorded when placed, and by a reschedule that changes the services. */
export type BookingServices = Pick<BookingDetails, 'serviceDetails' | 'serviceDetailsAr'>;

export interface BookingSlot {
  bookingDate: string;
  bookingTime: string;
  slotMinute: number;
  reservationId: string;
  startsAt: string;
}


/** The language a customer acted in, when it was the booking's customer who acted (an admin's is their own). */
type ActedIn = { lang?: Lang };

/** Bookings placed before jobs had durations lack it: they read as one default service length per service. */
type PlacedDetails = Omit<BookingDetails, 'durationMinutes'> & Partial<Pick<BookingDetails, 'durationMinutes'>>;

/**
 * A reschedule records the job's length at its new place (the catalog's durations may have changed
 * since), and the services only when they change; events before durations carry neither.
 */
type Rescheduled = { from: BookingSlot; to: BookingSlot; by: CustomerType; durationMinutes?: number } & Partial<BookingServices> & ActedIn;

export type BookingEvent =
  | { type: 'BookingPlaced'; data: PlacedDetails & BookingSlot & { bookingId: string } }
  | { type: 'BookingRescheduled'; data: Rescheduled }
  | { type: 'BookingStatusChanged'; data: { from: BookingStatus; to: BookingStatus; by: CustomerType } & ActedIn };

export type BookingState =
  | { status: 'none' }
  | { status: BookingStatus; details: BookingDetails; slot: BookingSlot };

export const initialBooking: BookingState = { status: 'none' };

export type BookingCommand =
  | { type: 'PlaceBooking'; bookingId: string; details: BookingDetails; slot: BookingSlot }
  | ({ type: 'RescheduleBooking'; to: BookingSlot; durationMinutes: number; services?: BookingServices; by: CustomerType; now: Date } & ActedIn)
  | ({ type: 'ChangeBookingStatus'; to: BookingStatus; by: CustomerType; now: Date } & ActedIn);

export type BookingRefusal =
  | 'alreadyPlaced'
  | 'bookingNotFound'
  | 'alreadyCancelled'
  | 'notChangeable'
  | 'statusNotAllowed'
  | 'statusTooEarly'
  | 'statusTooLate'
  | 'sameSlot'
  | 'slotPast';

export class BookingDecisionError extends Error {
  constructor(
    readonly reason: BookingRefusal,
    /** The status asked for, when the refusal is about one (its message names it). */
    readonly status?: BookingStatus,
  ) {
    super(reason);
  }
}

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingPlaced': {
      const { bookingId: _id, bookingDate, bookingTime, slotMinute, reservationId, startsAt, durationMinutes, ...details } = event.data;
      const duration = durationMinutes ?? DEFAULT_SERVICE_MINUTES * details.serviceDetails.length;
      return { status: 'booked', details: { ...details, durationMinutes: duration }, slot: { bookingDate, bookingTime, slotMinute, reservationId, startsAt } };
    }
    case 'BookingRescheduled': {
      if (state.status === 'none') return state;
      const { to, durationMinutes = state.details.durationMinutes, serviceDetails = state.details.serviceDetails, serviceDetailsAr = state.details.serviceDetailsAr } = event.data;
      const details = { ...actedIn(state.details, event.data), durationMinutes, serviceDetails, ...(serviceDetailsAr ? { serviceDetailsAr } : {}) };
      return { ...state, details, slot: to };
    }
    case 'BookingStatusChanged':
      return state.status === 'none' ? state : { ...state, details: actedIn(state.details, event.data), status: event.data.to };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideBooking(command: BookingCommand, state: BookingState): BookingEvent[] {
  if (command.type === 'PlaceBooking') {
    if (state.status !== 'none') throw new BookingDecisionError('alreadyPlaced');
    return [{ type: 'BookingPlaced', data: { bookingId: command.bookingId, ...command.details, ...command.slot } }];
  }
  if (state.status === 'none') throw new BookingDecisionError('bookingNotFound');
  // Said plainly: a second cancel (a double click, two tabs, the branch first) is not an error of the booking.
  if (state.status === 'cancelled') throw new BookingDecisionError('alreadyCancelled');
  const started = new Date(state.slot.startsAt).getTime() <= command.now.getTime();
  switch (command.type) {
    case 'RescheduleBooking': {
      if (!isOpenBooking(state.status)) throw new BookingDecisionError('notChangeable');
      // A customer cannot change an appointment whose time has come; the branch (admin) still can.
      if (command.by === 'customer' && started) throw new BookingDecisionError('notChangeable');
      const services = command.services && !sameServices(command.services.serviceDetails, state.details.serviceDetails) ? command.services : undefined;
      const sameSlot = command.to.bookingDate === state.slot.bookingDate && command.to.slotMinute === state.slot.slotMinute;
      if (sameSlot && !services) throw new BookingDecisionError('sameSlot');
      const data: Rescheduled = { from: state.slot, to: command.to, by: command.by, durationMinutes: command.durationMinutes, ...services, ...customerLang(command) };
      return [{ type: 'BookingRescheduled', data }];
    }
    case 'ChangeBookingStatus':
      // A customer may only cancel; when, the table says as for anyone.
      if (command.by === 'customer' && command.to !== 'cancelled') throw new BookingDecisionError('statusNotAllowed');
      checkMove(state.status, command.to, started);
      return [{ type: 'BookingStatusChanged', data: { from: state.status, to: command.to, by: command.by, ...customerLang(command) } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/**
 * Judges a status change by BOOKING_MOVES, telling a move that is never allowed from one whose time
 * has not come yet or has gone: the admin can act on the second, not on the first.
 */
function checkMove(from: BookingStatus, to: BookingStatus, started: boolean): void {
  const moves = BOOKING_MOVES[from];
  // A final status (completed, no-show) has nowhere to go: the booking is over.
  if (Object.keys(moves).length === 0) throw new BookingDecisionError('notChangeable');
  const timing = moves[to];
  if (!timing) throw new BookingDecisionError('statusNotAllowed', to);
  if (timing === 'afterStart' && !started) throw new BookingDecisionError('statusTooEarly', to);
  if (timing === 'beforeStart' && started) throw new BookingDecisionError('statusTooLate', to);
}

function sameServices(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name.trim().toLowerCase() === b[i]!.trim().toLowerCase());
}

/**
 * A booking's mails follow the language of the customer's latest action on it: placed in Arabic, it is
 * mailed in Arabic until the customer reschedules or cancels it in English. An admin's language is not
 * the customer's, so the branch's actions leave it as it was.
 */
function customerLang(command: { by: CustomerType } & ActedIn): ActedIn {
  return command.by === 'customer' && command.lang ? { lang: command.lang } : {};
}

function actedIn(details: BookingDetails, event: ActedIn): BookingDetails {
  return event.lang ? { ...details, lang: event.lang } : details;
}

const BOOKING_STREAM = 'booking-';

export function bookingStreamId(bookingId: string): string {
  return `${BOOKING_STREAM}${bookingId}`;
}

/** The booking id of a booking's stream; null for a stream of another kind. */
export function bookingIdOf(streamId: string): string | null {
  return streamId.startsWith(BOOKING_STREAM) ? streamId.slice(BOOKING_STREAM.length) : null;
}
