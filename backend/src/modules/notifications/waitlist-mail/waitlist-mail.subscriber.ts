import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { MailFeedSubscriber } from '../mail-feed.subscriber.js';
import type { MailQueueJobData } from '../send-mail.job.js';
import { planWaitlistMail } from './waitlist-mail.plan.js';

/** The subscription's name: its checkpoint row and its leader lock. */
export const WAITLIST_MAIL_SUBSCRIPTION = 'waitlist-mail';

/** Offer mails of the waitlist's holds (see MailFeedSubscriber). */
@Injectable()
export class WaitlistMailSubscriber extends MailFeedSubscriber {
  constructor(@InjectDataSource() db: DataSource, store: EventStore, @InjectQueue(QueueName.Mail) queue: Queue<MailQueueJobData>, config: AppConfig) {
    super(WAITLIST_MAIL_SUBSCRIPTION, db, store, queue, config);
  }

  protected async queueMail(events: StoredEvent[]): Promise<void> {
    const now = new Date();
    await this.addJobs(events.flatMap((event) => planWaitlistMail(event, now)));
  }
}
