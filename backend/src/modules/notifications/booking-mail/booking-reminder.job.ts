/**
 * A delayed job on the mail queue, due a day before the appointment. It names the slot it was made
 * for; when it runs, the booking's stream decides whether the reminder is still true.
 */
export const BOOKING_REMINDER_JOB = 'BookingReminderJob';

export interface BookingReminderJobData {
  bookingId: string;
  reservationId: string;
}

/** One pending reminder per booking and slot: a reschedule gets a new one, a replay finds the old. */
export function reminderJobId(bookingId: string, reservationId: string): string {
  return `reminder-${bookingId}-${reservationId}`;
}
