import { allowedMoves, isOpenBooking, type BookingStatus, type CustomerType, type Lang, type WaitingStatus } from '@dealer/contracts';

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
}

export interface BookingSlot {
  bookingDate: string;
  bookingTime: string;
  slotMinute: number;
  reservationId: string;
  startsAt: string;
}


/** The language a customer acted in, when it was the booking's customer who acted (an admin's is their own). */
type ActedIn = { lang?: Lang };

export type BookingEvent =
  | { type: 'BookingPlaced'; data: BookingDetails & BookingSlot & { bookingId: string } }
  | { type: 'BookingRescheduled'; data: { from: BookingSlot; to: BookingSlot; by: CustomerType } & ActedIn }
  | { type: 'BookingStatusChanged'; data: { from: BookingStatus; to: BookingStatus; by: CustomerType } & ActedIn };

export type BookingState =
  | { status: 'none' }
  | { status: BookingStatus; details: BookingDetails; slot: BookingSlot };

export const initialBooking: BookingState = { status: 'none' };

export type BookingCommand =
  | { type: 'PlaceBooking'; bookingId: string; details: BookingDetails; slot: BookingSlot }
  | ({ type: 'RescheduleBooking'; to: BookingSlot; by: CustomerType; now: Date } & ActedIn)
  | ({ type: 'ChangeBookingStatus'; to: BookingStatus; by: CustomerType; now: Date } & ActedIn);

export type BookingRefusal = 'alreadyPlaced' | 'bookingNotFound' | 'alreadyCancelled' | 'notChangeable' | 'statusNotAllowed' | 'sameSlot' | 'slotPast';

export class BookingDecisionError extends Error {
  constructor(readonly reason: BookingRefusal) {
    super(reason);
  }
}

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingPlaced': {
      const { bookingId: _id, bookingDate, bookingTime, slotMinute, reservationId, startsAt, ...details } = event.data;
      return { status: 'booked', details, slot: { bookingDate, bookingTime, slotMinute, reservationId, startsAt } };
    }
    case 'BookingRescheduled':
      return state.status === 'none' ? state : { ...state, details: actedIn(state.details, event.data), slot: event.data.to };
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
  if (!isOpenBooking(state.status)) throw new BookingDecisionError('notChangeable');
  // A customer cannot change an appointment whose time has come; the branch (admin) still can.
  const started = new Date(state.slot.startsAt).getTime() <= command.now.getTime();
  switch (command.type) {
    case 'RescheduleBooking':
      if (command.by === 'customer' && started) throw new BookingDecisionError('notChangeable');
      if (command.to.bookingDate === state.slot.bookingDate && command.to.slotMinute === state.slot.slotMinute) throw new BookingDecisionError('sameSlot');
      return [{ type: 'BookingRescheduled', data: { from: state.slot, to: command.to, by: command.by, ...customerLang(command) } }];
    case 'ChangeBookingStatus':
      if (command.by === 'customer' && (command.to !== 'cancelled' || started)) throw new BookingDecisionError('statusNotAllowed');
      if (!allowedMoves(state.status, state.slot.startsAt, command.now).includes(command.to)) throw new BookingDecisionError('statusNotAllowed');
      return [{ type: 'BookingStatusChanged', data: { from: state.status, to: command.to, by: command.by, ...customerLang(command) } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
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
