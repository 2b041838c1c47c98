import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { evolveBooking, initialBooking } from '../../booking/index.js';
import { MailFeedSubscriber } from '../mail-feed.subscriber.js';
import type { MailQueueJobData } from '../send-mail.job.js';
import { isBookingEvent, planBookingMail, type MailQueueOp } from './booking-mail.plan.js';

export interface BookingMailSettings {
  /** How long before the appointment the reminder goes out. */
  reminderLeadMs: number;
  /** How often a standby worker tries to take over the subscription. */
  leaderRetryMs: number;
}

export const BOOKING_MAIL_SETTINGS = Symbol('BookingMailSettings');

export const DEFAULT_BOOKING_MAIL_SETTINGS: BookingMailSettings = { reminderLeadMs: 24 * 3600_000, leaderRetryMs: 5000 };

/** The subscription's name: its checkpoint row and its leader lock. */
export const BOOKING_MAIL_SUBSCRIPTION = 'booking-mail';

/** Confirmations, notices and reminders of bookings (see MailFeedSubscriber). */
@Injectable()
export class BookingMailSubscriber extends MailFeedSubscriber {
  constructor(
    @InjectDataSource() db: DataSource,
    store: EventStore,
    @InjectQueue(QueueName.Mail) queue: Queue<MailQueueJobData>,
    config: AppConfig,
    @Inject(BOOKING_MAIL_SETTINGS) private readonly settings: BookingMailSettings,
  ) {
    super(BOOKING_MAIL_SUBSCRIPTION, db, store, queue, config, settings.leaderRetryMs);
  }

  protected async queueMail(events: StoredEvent[]): Promise<void> {
    const now = new Date();
    const bookingEvents = await this.withStateBefore(events, { isEvent: isBookingEvent, firstType: 'BookingPlaced', evolve: evolveBooking, initial: initialBooking });
    await this.apply(bookingEvents.flatMap(({ event, before }) => planBookingMail(event, before, now, this.settings.reminderLeadMs)));
  }

  /**
   * In order, with the adds between two removals sent as one bulk: a rush of bookings costs Redis a
   * round trip per batch rather than two per booking.
   */
  private async apply(ops: MailQueueOp[]): Promise<void> {
    let adds: Extract<MailQueueOp, { kind: 'add' }>[] = [];
    for (const op of ops) {
      if (op.kind === 'add') {
        adds.push(op);
        continue;
      }
      await this.addJobs(adds);
      adds = [];
      // The reminder's own check covers a reminder already running.
      await this.removeJob(op.jobId);
    }
    await this.addJobs(adds);
  }
}
