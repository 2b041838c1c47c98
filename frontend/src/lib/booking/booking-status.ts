import { BOOKING_MOVES, isOpenBooking, type BookingRow, type BookingStatus } from '@dealer/contracts';
import { slotStartsAt } from '../time/riyadh-date';

/**
 * Whether a customer is offered Cancel and Reschedule: an open booking whose time has not begun.
 * Only a hint for the buttons; the server decides and answers with its reason otherwise.
 */
export function canCustomerChange(row: Pick<BookingRow, 'status' | 'bookingDate' | 'bookingTime'>, now: Date): boolean {
  const startsAt = slotStartsAt(row.bookingDate, row.bookingTime);
  return isOpenBooking(row.status) && startsAt !== null && startsAt.getTime() > now.getTime();
}

/** The statuses an admin can move an open booking to (the server's lifecycle). */
export function nextStatuses(status: BookingStatus): readonly BookingStatus[] {
  return BOOKING_MOVES[status];
}
