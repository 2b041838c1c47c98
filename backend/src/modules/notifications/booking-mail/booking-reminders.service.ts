import { isOpenBooking } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { EventStore } from '../../../core/event-store/event-store.js';
import { bookingStreamId, evolveBooking, initialBooking } from '../../booking/index.js';
import type { SendMailJobData } from '../send-mail.job.js';
import { bookingMailParams } from './booking-mail.plan.js';
import type { BookingReminderJobData } from './booking-reminder.job.js';

/** Decides, when a reminder falls due, whether it is still true, from the booking's own stream. */
@Injectable()
export class BookingReminders {
  constructor(private readonly store: EventStore) {}

  /**
   * The reminder mail, or null when the booking was cancelled or closed, moved to another slot (that
   * slot has its own reminder), or its time has already come. Removing the delayed job on a change is
   * only tidying: this check is what keeps a stale reminder from going out.
   */
  async mailFor(job: BookingReminderJobData, now: Date): Promise<SendMailJobData | null> {
    const { state: booking } = await this.store.loadStream(bookingStreamId(job.bookingId), evolveBooking, initialBooking);
    if (booking.status === 'none' || !isOpenBooking(booking.status)) return null;
    if (booking.slot.reservationId !== job.reservationId) return null;
    if (new Date(booking.slot.startsAt).getTime() <= now.getTime()) return null;
    return {
      template: 'booking-reminder',
      to: booking.details.email,
      lang: booking.details.lang,
      params: bookingMailParams(job.bookingId, booking),
    };
  }
}
