import { WAITING_STATUSES } from '@dealer/contracts';
import { readPending, takePending, type PendingStorage, type PendingSubmission } from '../../../lib/pending/pending-submission';
import type { BookingFormValues } from './booking-form';

/** localStorage key of the booking a logged-out visitor filled in (spec: a temporary booking). */
export const PENDING_BOOKING_KEY = 'pendingBooking';

export type PendingBooking = PendingSubmission<BookingFormValues>;

const text = (value: unknown): value is string => typeof value === 'string';

function readValues(raw: unknown): BookingFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const fields = ['vehicleType', 'model', 'transmission', 'branchName', 'bookingDate', 'bookingTime', 'offer'] as const;
  if (!fields.every((field) => text(source[field]))) return null;
  const services = source.serviceDetails;
  if (!Array.isArray(services) || !services.every(text)) return null;
  const waiting = source.waitingStatus;
  const waitingStatus = (WAITING_STATUSES as readonly unknown[]).includes(waiting) ? (waiting as BookingFormValues['waitingStatus']) : '';
  return {
    vehicleType: source.vehicleType as string,
    model: source.model as string,
    transmission: source.transmission as string,
    branchName: source.branchName as string,
    serviceDetails: services,
    waitingStatus,
    bookingDate: source.bookingDate as string,
    bookingTime: source.bookingTime as string,
    offer: source.offer as string,
  };
}

export function savePendingBooking(storage: PendingStorage, pending: PendingBooking): void {
  storage.setItem(PENDING_BOOKING_KEY, JSON.stringify(pending));
}

/** The saved booking, if there is a readable one; anything else is treated as none. */
export function readPendingBooking(storage: PendingStorage): PendingBooking | null {
  return readPending(storage, PENDING_BOOKING_KEY, readValues);
}

/**
 * Reads and removes the saved booking in one step, before anything is posted: a second tab, a
 * re-render or a double-mounted effect then finds nothing, so the booking is submitted once.
 */
export function takePendingBooking(storage: PendingStorage): PendingBooking | null {
  return takePending(storage, PENDING_BOOKING_KEY, readValues);
}
