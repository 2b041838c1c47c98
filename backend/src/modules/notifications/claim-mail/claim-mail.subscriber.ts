import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { Checkpoint, StoredEvent } from '../../../core/event-store/event-store.types.js';
import { loadPgCheckpoint, savePgCheckpoint } from '../../../core/event-store/event-subscription.js';
import { startLeadingSubscription, type LeadingSubscription } from '../../../core/event-store/leading-subscription.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { evolveClaim, initialClaim, type ClaimEvent, type ClaimState } from '../../warranty/claim/claim.decider.js';
import { MAIL_FEED_GATHER_MS, type MailQueueJobData } from '../send-mail.job.js';
import { isClaimEvent, planClaimMail, type StoredClaimEvent } from './claim-mail.plan.js';

/** The subscription's name: its checkpoint row and its leader lock. */
export const CLAIM_MAIL_SUBSCRIPTION = 'claim-mail';

/**
 * Turns claim events into mail jobs, as BookingMailSubscriber does for bookings (ARCHITECTURE §7):
 * jobs are added before the checkpoint moves and carry the event's identity as job id, so a Redis
 * failure retries the batch without losing or doubling mail. One worker at a time leads it.
 */
@Injectable()
export class ClaimMailSubscriber implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ClaimMailSubscriber.name);
  private feed: LeadingSubscription | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    @InjectQueue(QueueName.Mail) private readonly queue: Queue<MailQueueJobData>,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.feed = startLeadingSubscription({
      name: CLAIM_MAIL_SUBSCRIPTION,
      db: this.db,
      connectionString: this.config.DATABASE_URL,
      gatherMs: MAIL_FEED_GATHER_MS,
      logger: this.logger,
      loadCheckpoint: () => loadPgCheckpoint(this.db.manager, CLAIM_MAIL_SUBSCRIPTION),
      handle: (events, checkpoint) => this.handle(events, checkpoint),
    });
  }

  /** Before the queue and database connections close (they close at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.feed?.stop();
    this.feed = undefined;
  }

  /** Resolves once this worker leads and has handled the whole feed as it stood when called. */
  caughtUp(timeoutMs?: number): Promise<void> {
    if (!this.feed) throw new Error(`${CLAIM_MAIL_SUBSCRIPTION} has not started`);
    return this.feed.caughtUp(timeoutMs);
  }

  private async handle(events: StoredEvent[], checkpoint: Checkpoint): Promise<void> {
    const histories = new Map<string, StoredEvent[]>();
    for (const stored of events) {
      if (!isClaimEvent(stored)) continue;
      const event = stored as unknown as StoredClaimEvent;
      const before = event.type === 'ClaimSubmitted' ? initialClaim : await this.stateBefore(event, histories);
      // An existing job with this id (waiting, done or failed) makes the add a no-op.
      for (const job of planClaimMail(event, before)) await this.queue.add(job.name, job.data, { jobId: job.jobId });
    }
    await savePgCheckpoint(this.db.manager, CLAIM_MAIL_SUBSCRIPTION, checkpoint);
  }

  /**
   * The claim as it stood before the event: the customer's address, language and the claim's details
   * are on its first event only. One read per claim per batch.
   */
  private async stateBefore(event: StoredClaimEvent, histories: Map<string, StoredEvent[]>): Promise<ClaimState> {
    let history = histories.get(event.streamId);
    if (!history) {
      history = (await this.store.readStream(event.streamId)).events;
      histories.set(event.streamId, history);
    }
    return history
      .filter((earlier) => earlier.streamVersion < event.streamVersion)
      .reduce((state, earlier) => evolveClaim(state, earlier as unknown as ClaimEvent), initialClaim);
  }
}
