import { isOpenBooking } from '@dealer/contracts';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import {
  bookingStreamId,
  evolveBooking,
  type BookingEvent,
  type BookingSlot,
  type BookingState,
} from '../../booking/index.js';
import { SEND_MAIL_JOB, type SendMailJobData } from '../send-mail.job.js';
import type { BookingInviteParams, BookingMailParams } from '../templates/booking-mail-format.js';
import { BOOKING_REMINDER_JOB, reminderJobId, type BookingReminderJobData } from './booking-reminder.job.js';

export type StoredBookingEvent = BookingEvent & Pick<StoredEvent, 'streamId' | 'streamVersion' | 'recordedAt'>;

/** What one booking event asks of the mail queue, in order. */
export type MailQueueOp =
  | { kind: 'add'; name: typeof SEND_MAIL_JOB; jobId: string; data: SendMailJobData }
  | { kind: 'add'; name: typeof BOOKING_REMINDER_JOB; jobId: string; data: BookingReminderJobData; delay: number }
  | { kind: 'remove'; jobId: string };

type OpenBooking = Exclude<BookingState, { status: 'none' }>;

const BOOKING_TYPES: ReadonlySet<string> = new Set<BookingEvent['type']>(['BookingPlaced', 'BookingRescheduled', 'BookingStatusChanged']);
const STREAM_PREFIX = bookingStreamId('');

export function isBookingEvent(event: StoredEvent): event is StoredEvent & BookingEvent {
  return BOOKING_TYPES.has(event.type) && event.streamId.startsWith(STREAM_PREFIX);
}

export function bookingIdOf(streamId: string): string {
  return streamId.slice(STREAM_PREFIX.length);
}

/**
 * The mail an event causes, given the booking as it stood just before it. The job ids are the event's
 * identity (stream and version), so handling the same event twice adds nothing the second time.
 * Notices about an appointment whose time has passed are pointless and are left out; so is a reminder
 * whose moment has passed.
 */
export function planBookingMail(event: StoredBookingEvent, before: BookingState, now: Date, reminderLeadMs: number): MailQueueOp[] {
  const after = evolveBooking(before, event);
  if (after.status === 'none') return [];
  const bookingId = bookingIdOf(event.streamId);
  const upcoming = new Date(after.slot.startsAt).getTime() > now.getTime();
  const notice = (data: SendMailJobData): MailQueueOp[] =>
    upcoming ? [{ kind: 'add', name: SEND_MAIL_JOB, jobId: `mail-${event.streamId}-v${event.streamVersion}`, data }] : [];
  const invite = inviteParams(bookingId, after, event);
  const { email: to, lang } = after.details;

  switch (event.type) {
    case 'BookingPlaced':
      return [...notice({ template: 'booking-confirmed', to, lang, params: invite }), ...reminder(bookingId, after.slot, now, reminderLeadMs)];
    case 'BookingRescheduled':
      return [
        { kind: 'remove', jobId: reminderJobId(bookingId, event.data.from.reservationId) },
        ...notice({ template: 'booking-rescheduled', to, lang, params: { ...invite, previous: slotParams(event.data.from) } }),
        ...reminder(bookingId, after.slot, now, reminderLeadMs),
      ];
    case 'BookingStatusChanged':
      if (isOpenBooking(event.data.to)) return [];
      return [
        { kind: 'remove', jobId: reminderJobId(bookingId, after.slot.reservationId) },
        ...(event.data.to === 'cancelled' ? notice({ template: 'booking-cancelled', to, lang, params: invite }) : []),
      ];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * Everything a booking mail shows, from the booking's folded state, in the language of its mails: an
 * Arabic mail names the branch, each service, the make and the gearbox by the Arabic name recorded when
 * booked, or by the English one where there was none.
 */
export function bookingMailParams(bookingId: string, booking: OpenBooking): BookingMailParams {
  const d = booking.details;
  const arabic = d.lang === 'ar';
  return {
    bookingId,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    branchName: (arabic && d.branchNameAr) || d.branchName,
    vehicleType: (arabic && d.vehicleTypeAr) || d.vehicleType,
    model: d.model,
    transmission: (arabic && d.transmissionAr) || d.transmission,
    services: arabic ? d.serviceDetails.map((name, i) => d.serviceDetailsAr?.[i] || name) : d.serviceDetails,
    durationMinutes: d.durationMinutes,
    slot: slotParams(booking.slot),
  };
}

function inviteParams(bookingId: string, booking: OpenBooking, event: StoredBookingEvent): BookingInviteParams {
  // Stream versions only grow, so every later invitation outranks the copy a calendar already holds.
  return { ...bookingMailParams(bookingId, booking), sequence: event.streamVersion - 1, stampedAt: new Date(event.recordedAt).toISOString() };
}

function reminder(bookingId: string, slot: BookingSlot, now: Date, leadMs: number): MailQueueOp[] {
  const delay = new Date(slot.startsAt).getTime() - leadMs - now.getTime();
  if (delay <= 0) return [];
  return [{ kind: 'add', name: BOOKING_REMINDER_JOB, jobId: reminderJobId(bookingId, slot.reservationId), data: { bookingId, reservationId: slot.reservationId }, delay }];
}

function slotParams(slot: BookingSlot): BookingMailParams['slot'] {
  return { bookingDate: slot.bookingDate, bookingTime: slot.bookingTime, startsAt: slot.startsAt };
}
