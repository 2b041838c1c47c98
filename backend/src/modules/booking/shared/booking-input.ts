import { BOOKING_MESSAGES, jobMinutes, type Lang } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { parseBookingDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import { serviceMinutesOf, type CatalogReader, type CatalogSnapshot, type SlotFacts } from '../../catalog/index.js';
import type { BookingSlot } from '../booking/booking.decider.js';
import type { JobLength, SlotPlace } from '../slot-day/slot-day.toolkit.js';
import { withValue } from './booking-refusals.js';

/** Resolves a branch, a date and a slot label as sent, or refuses with a message naming what is wrong. */
export async function resolveSlot(catalog: CatalogReader, branchName: string, bookingDate: string, bookingTime: string, serviceNames: readonly string[]): Promise<SlotPlace> {
  if (!parseBookingDate(bookingDate)) throw new ApiError(400, BOOKING_MESSAGES.badDate);
  // The catalog snapshot, which every catalog write replaces at once (see CatalogReader); a branch it
  // does not know yet is looked up once more in the database.
  const branch = await catalog.findCachedBranch(branchName);
  if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
  return resolveSlotIn(await catalog.cached(), branch.id, bookingDate, bookingTime, serviceNames);
}

/**
 * The same from a snapshot taken before the transaction opened, never asking the database. Inside a
 * transaction that holds locks, a catalog load would wait for a pool connection while every other
 * connection's transaction queues on those locks: under a rush on one booking nobody would move again.
 */
export function resolveSlotIn(snapshot: CatalogSnapshot, branchNameOrId: string, bookingDate: string, bookingTime: string, serviceNames: readonly string[]): SlotPlace {
  const date = parseBookingDate(bookingDate);
  if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
  const wanted = branchNameOrId.trim().toLowerCase();
  const branch = snapshot.branches.find((b) => b.id === wanted || b.branchName.toLowerCase() === wanted);
  if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
  const label = bookingTime.trim().toUpperCase();
  const slot = snapshot.slots.find((s) => s.timeSlot === label);
  if (!slot) throw new ApiError(400, BOOKING_MESSAGES.unknownSlot);
  return { branch, date, slot, job: jobOf(snapshot, serviceNames) };
}

/**
 * The services named, checked against the catalog: a reschedule that changes them must name services
 * the branch offers, since their durations decide the slots the job needs.
 */
export function knownServices(snapshot: CatalogSnapshot, serviceNames: readonly string[], lang: Lang): string[] {
  const unknown = serviceNames.find((name) => !snapshot.serviceMinutes.has(name.trim().toLowerCase()));
  if (unknown !== undefined) {
    const message = withValue(BOOKING_MESSAGES.unknownService, 'name', unknown);
    throw new ApiError(400, message, { errors: [{ field: 'serviceDetails', message: message[lang] }] });
  }
  return [...serviceNames];
}

/** How long the named services take together, in the grid's slots (none named: one slot). */
export function jobOf(snapshot: CatalogSnapshot, serviceNames: readonly string[]): JobLength {
  return { minutes: jobMinutes(serviceNames.map((name) => serviceMinutesOf(snapshot, name)), snapshot.slotLength), slotLength: snapshot.slotLength };
}

export function bookingSlot(date: string, slot: SlotFacts, reservationId: string): BookingSlot {
  return { bookingDate: date, bookingTime: slot.timeSlot, slotMinute: slot.minuteOfDay, reservationId, startsAt: riyadhInstant(date, slot.minuteOfDay).toISOString() };
}
