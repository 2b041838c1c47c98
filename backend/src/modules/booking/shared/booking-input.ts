import { BOOKING_MESSAGES } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { parseBookingDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import type { BranchFacts, CatalogReader, SlotFacts } from '../../catalog/catalog-reader/catalog-reader.service.js';
import type { BookingSlot } from '../booking/booking.decider.js';

/** Resolves a branch, a date and a slot label as sent, or refuses with a message naming what is wrong. */
export async function resolveSlot(catalog: CatalogReader, branchName: string, bookingDate: string, bookingTime: string): Promise<{ branch: BranchFacts; date: string; slot: SlotFacts }> {
  const date = parseBookingDate(bookingDate);
  if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
  // The catalog snapshot, which every catalog write replaces at once (see CatalogReader).
  const branch = await catalog.findCachedBranch(branchName);
  if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
  const label = bookingTime.trim().toUpperCase();
  const slot = (await catalog.cached()).slots.find((s) => s.timeSlot === label);
  if (!slot) throw new ApiError(400, BOOKING_MESSAGES.unknownSlot);
  return { branch, date, slot };
}

export function bookingSlot(date: string, slot: SlotFacts, reservationId: string): BookingSlot {
  return { bookingDate: date, bookingTime: slot.timeSlot, slotMinute: slot.minuteOfDay, reservationId, startsAt: riyadhInstant(date, slot.minuteOfDay).toISOString() };
}
