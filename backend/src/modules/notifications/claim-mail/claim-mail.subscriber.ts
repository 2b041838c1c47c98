import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { evolveClaim, initialClaim } from '../../warranty/index.js';
import { MailFeedSubscriber } from '../mail-feed.subscriber.js';
import type { MailQueueJobData } from '../send-mail.job.js';
import { isClaimEvent, planClaimMail } from './claim-mail.plan.js';

/** The subscription's name: its checkpoint row and its leader lock. */
export const CLAIM_MAIL_SUBSCRIPTION = 'claim-mail';

/** Mails of the claim's review, to the customer who submitted it (see MailFeedSubscriber). */
@Injectable()
export class ClaimMailSubscriber extends MailFeedSubscriber {
  constructor(@InjectDataSource() db: DataSource, store: EventStore, @InjectQueue(QueueName.Mail) queue: Queue<MailQueueJobData>, config: AppConfig) {
    super(CLAIM_MAIL_SUBSCRIPTION, db, store, queue, config);
  }

  protected async queueMail(events: StoredEvent[]): Promise<void> {
    const claimEvents = await this.withStateBefore(events, { isEvent: isClaimEvent, firstType: 'ClaimSubmitted', evolve: evolveClaim, initial: initialClaim });
    await this.addJobs(claimEvents.flatMap(({ event, before }) => planClaimMail(event, before)));
  }
}
