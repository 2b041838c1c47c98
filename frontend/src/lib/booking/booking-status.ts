import { allowedMoves, isOpenBooking, type BookingRow, type BookingStatus } from '@dealer/contracts';
import { slotStartsAt } from '../time/riyadh-date';

/**
 * Whether a customer is offered Cancel and Reschedule: an open booking whose time has not begun.
 * Only a hint for the buttons; the server decides and answers with its reason otherwise.
 */
export function canCustomerChange(row: Pick<BookingRow, 'status' | 'bookingDate' | 'bookingTime'>, now: Date): boolean {
  const startsAt = slotStartsAt(row.bookingDate, row.bookingTime);
  return isOpenBooking(row.status) && startsAt !== null && startsAt.getTime() > now.getTime();
}

/**
 * The statuses an admin can move a booking to now (the server's lifecycle table): confirm or cancel
 * before the appointment, arrived, completed or no-show once its time has come.
 */
export function nextStatuses(row: Pick<BookingRow, 'status' | 'bookingDate' | 'bookingTime'>, now: Date): readonly BookingStatus[] {
  const startsAt = slotStartsAt(row.bookingDate, row.bookingTime);
  return startsAt ? allowedMoves(row.status, startsAt, now) : [];
}
