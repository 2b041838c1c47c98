import type { BookingStatus, WaitingStatus } from '@dealer/contracts';

/** One stream per booking: its whole life is the audit trail admins and the customer can read. */

export interface BookingDetails {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  lang: 'en' | 'ar';
  vehicleType: string;
  model: string;
  transmission: string;
  waitingStatus: WaitingStatus;
  serviceDetails: string[];
  branchId: string;
  branchName: string;
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

export type Actor = 'customer' | 'admin';

export type BookingEvent =
  | { type: 'BookingPlaced'; data: BookingDetails & BookingSlot & { bookingId: string } }
  | { type: 'BookingRescheduled'; data: { from: BookingSlot; to: BookingSlot; by: Actor } }
  | { type: 'BookingStatusChanged'; data: { from: BookingStatus; to: BookingStatus; by: Actor } };

export type BookingState =
  | { status: 'none' }
  | { status: BookingStatus; details: BookingDetails; slot: BookingSlot };

export const initialBooking: BookingState = { status: 'none' };

export type BookingCommand =
  | { type: 'PlaceBooking'; bookingId: string; details: BookingDetails; slot: BookingSlot }
  | { type: 'RescheduleBooking'; to: BookingSlot; by: Actor; now: Date }
  | { type: 'ChangeBookingStatus'; to: BookingStatus; by: Actor; now: Date };

export type BookingRefusal = 'alreadyPlaced' | 'bookingNotFound' | 'alreadyCancelled' | 'notChangeable' | 'statusNotAllowed' | 'sameSlot' | 'slotPast';

export class BookingDecisionError extends Error {
  constructor(readonly reason: BookingRefusal) {
    super(reason);
  }
}

/** Which status may follow which; a customer may only cancel. */
const NEXT: Record<BookingStatus, BookingStatus[]> = {
  booked: ['confirmed', 'completed', 'no_show', 'cancelled'],
  confirmed: ['completed', 'no_show', 'cancelled'],
  completed: [],
  no_show: [],
  cancelled: [],
};

export function isOpen(status: BookingStatus | 'none'): boolean {
  return status === 'booked' || status === 'confirmed';
}

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingPlaced': {
      const { bookingId: _id, bookingDate, bookingTime, slotMinute, reservationId, startsAt, ...details } = event.data;
      return { status: 'booked', details, slot: { bookingDate, bookingTime, slotMinute, reservationId, startsAt } };
    }
    case 'BookingRescheduled':
      return state.status === 'none' ? state : { ...state, slot: event.data.to };
    case 'BookingStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
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
  if (!isOpen(state.status)) throw new BookingDecisionError('notChangeable');
  // A customer cannot change an appointment whose time has come; the branch (admin) still can.
  const started = new Date(state.slot.startsAt).getTime() <= command.now.getTime();
  switch (command.type) {
    case 'RescheduleBooking':
      if (command.by === 'customer' && started) throw new BookingDecisionError('notChangeable');
      if (command.to.bookingDate === state.slot.bookingDate && command.to.slotMinute === state.slot.slotMinute) throw new BookingDecisionError('sameSlot');
      return [{ type: 'BookingRescheduled', data: { from: state.slot, to: command.to, by: command.by } }];
    case 'ChangeBookingStatus':
      if (command.by === 'customer' && (command.to !== 'cancelled' || started)) throw new BookingDecisionError('statusNotAllowed');
      if (!NEXT[state.status].includes(command.to)) throw new BookingDecisionError('statusNotAllowed');
      return [{ type: 'BookingStatusChanged', data: { from: state.status, to: command.to, by: command.by } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export function bookingStreamId(bookingId: string): string {
  return `booking-${bookingId}`;
}
