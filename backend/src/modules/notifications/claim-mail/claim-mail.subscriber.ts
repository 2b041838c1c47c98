import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { evolveClaim, initialClaim, type ClaimEvent } from '../../warranty/claim/claim.decider.js';
import { MailFeedSubscriber, type MailJob } from '../mail-feed.subscriber.js';
import type { MailQueueJobData } from '../send-mail.job.js';
import { isClaimEvent, planClaimMail, type StoredClaimEvent } from './claim-mail.plan.js';

/** The subscription's name: its checkpoint row and its leader lock. */
export const CLAIM_MAIL_SUBSCRIPTION = 'claim-mail';

/** Mails of the claim's review, to the customer who submitted it (see MailFeedSubscriber). */
@Injectable()
export class ClaimMailSubscriber extends MailFeedSubscriber {
  constructor(@InjectDataSource() db: DataSource, store: EventStore, @InjectQueue(QueueName.Mail) queue: Queue<MailQueueJobData>, config: AppConfig) {
    super(CLAIM_MAIL_SUBSCRIPTION, db, store, queue, config);
  }

  protected async queueMail(events: StoredEvent[]): Promise<void> {
    const histories = new Map<string, StoredEvent[]>();
    const jobs: MailJob[] = [];
    for (const stored of events) {
      if (!isClaimEvent(stored)) continue;
      const event = stored as unknown as StoredClaimEvent;
      const before =
        event.type === 'ClaimSubmitted'
          ? initialClaim
          : (await this.historyBefore(event, histories)).reduce((state, earlier) => evolveClaim(state, earlier as unknown as ClaimEvent), initialClaim);
      jobs.push(...planClaimMail(event, before));
    }
    await this.addJobs(jobs);
  }
}
