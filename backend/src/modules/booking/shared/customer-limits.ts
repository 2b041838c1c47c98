import { riyadhInstant } from '../../../core/time/riyadh-time.js';

/**
 * What one customer may hold at once, so that nobody (nor a script) fills a branch's calendar:
 * - at most `openLimit` open bookings (booked or confirmed) that have not started yet;
 * - never two open bookings at the same date and time, at any branch: a customer cannot be in two
 *   places at once, nor bring the same vehicle twice to one slot.
 * Admin accounts are not limited: they book on the phone or at the desk for many people.
 */

export interface HeldBooking {
  bookingId: string;
  bookingDate: string;
  slotMinute: number;
}

export type CustomerLimitCommand =
  | { type: 'PlaceBooking'; bookingDate: string; slotMinute: number; now: Date; openLimit: number }
  /** Moving a booking adds none: only the time it moves to must be free of the customer's others. */
  | { type: 'RescheduleBooking'; bookingId: string; bookingDate: string; slotMinute: number };

export type CustomerLimitRefusal = 'slotAlreadyYours' | 'openBookingsLimit';

export class CustomerLimitError extends Error {
  constructor(readonly reason: CustomerLimitRefusal) {
    super(reason);
  }
}

/** Throws the refusal, if any; `held` are the customer's open bookings, as committed. */
export function checkCustomerLimits(command: CustomerLimitCommand, held: HeldBooking[]): void {
  const others = command.type === 'RescheduleBooking' ? held.filter((booking) => booking.bookingId !== command.bookingId) : held;
  if (others.some((booking) => booking.bookingDate === command.bookingDate && booking.slotMinute === command.slotMinute)) {
    throw new CustomerLimitError('slotAlreadyYours');
  }
  switch (command.type) {
    case 'PlaceBooking': {
      // An appointment whose time has come no longer counts, even before the branch marks it completed.
      const upcoming = others.filter((booking) => riyadhInstant(booking.bookingDate, booking.slotMinute).getTime() > command.now.getTime());
      if (upcoming.length >= command.openLimit) throw new CustomerLimitError('openBookingsLimit');
      return;
    }
    case 'RescheduleBooking':
      return;
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}
