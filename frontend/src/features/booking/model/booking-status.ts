import type { BookingRow, BookingStatus } from '@dealer/contracts';
import { slotStartsAt } from './riyadh-date';

/** Booked and confirmed bookings are still open; completed, no-show and cancelled are final. */
export function isOpenStatus(status: BookingStatus): boolean {
  return status === 'booked' || status === 'confirmed';
}

/**
 * Whether a customer is offered Cancel and Reschedule: an open booking whose time has not begun.
 * Only a hint for the buttons; the server decides and answers with its reason otherwise.
 */
export function canCustomerChange(row: Pick<BookingRow, 'status' | 'bookingDate' | 'bookingTime'>, now: Date): boolean {
  const startsAt = slotStartsAt(row.bookingDate, row.bookingTime);
  return isOpenStatus(row.status) && startsAt !== null && startsAt.getTime() > now.getTime();
}

/** The statuses an admin can move an open booking to (the server's lifecycle). */
export function nextStatuses(status: BookingStatus): BookingStatus[] {
  if (status === 'booked') return ['confirmed', 'completed', 'no_show', 'cancelled'];
  if (status === 'confirmed') return ['completed', 'no_show', 'cancelled'];
  return [];
}
