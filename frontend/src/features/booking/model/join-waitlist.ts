import type { AvailableSlot, JoinWaitlistRequest } from '@dealer/contracts';
import { toPlaceBookingRequest, type BookingFormValues } from './booking-form';

/** The waitlist is offered once a day has a full time: the one wanted may be among them. */
export function offersWaitlist(slots: readonly AvailableSlot[] | undefined): boolean {
  return (slots ?? []).some((slot) => slot.free === 0);
}

/**
 * The times a window may start or end at: the day's listed starts. A window's end before its start is
 * left to the server to refuse (it names the field).
 */
export function windowChoices(slots: readonly AvailableSlot[] | undefined): string[] {
  return (slots ?? []).map((slot) => slot.timeSlot);
}

/** The booking form as a waitlist entry: the booking without its time, and the window of starts. */
export function toJoinWaitlistRequest(values: BookingFormValues, windowStart: string, windowEnd: string): JoinWaitlistRequest {
  const { bookingTime: _time, ...booking } = toPlaceBookingRequest(values);
  return { ...booking, windowStart, windowEnd };
}
