import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { Checkpoint, StoredEvent } from '../../../core/event-store/event-store.types.js';
import { loadPgCheckpoint, savePgCheckpoint, startSubscription, type Subscription } from '../../../core/event-store/event-subscription.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { evolveClaim, initialClaim, type ClaimEvent, type ClaimState } from '../../warranty/claim/claim.decider.js';
import { startLeaderLock, type LeaderLock } from '../../../core/event-store/leader-lock.js';
import type { MailQueueJobData } from '../send-mail.job.js';
import { isClaimEvent, planClaimMail, type StoredClaimEvent } from './claim-mail.plan.js';

/** The subscription's name: its checkpoint row and its leader lock. */
export const CLAIM_MAIL_SUBSCRIPTION = 'claim-mail';

/** How often a standby worker tries to take over the subscription. */
const LEADER_RETRY_MS = 5000;

/**
 * Turns claim events into mail jobs, as BookingMailSubscriber does for bookings (ARCHITECTURE §7):
 * jobs are added before the checkpoint moves and carry the event's identity as job id, so a Redis
 * failure retries the batch without losing or doubling mail. One worker at a time leads it.
 */
@Injectable()
export class ClaimMailSubscriber implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ClaimMailSubscriber.name);
  private leadership: LeaderLock | undefined;
  private subscription: Subscription | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    @InjectQueue(QueueName.Mail) private readonly queue: Queue<MailQueueJobData>,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.leadership = startLeaderLock({
      name: CLAIM_MAIL_SUBSCRIPTION,
      connectionString: this.config.DATABASE_URL,
      retryMs: LEADER_RETRY_MS,
      logger: this.logger,
      lead: () => {
        const subscription = startSubscription({
          name: CLAIM_MAIL_SUBSCRIPTION,
          db: this.db,
          connectionString: this.config.DATABASE_URL,
          loadCheckpoint: () => loadPgCheckpoint(this.db.manager, CLAIM_MAIL_SUBSCRIPTION),
          handle: (events, checkpoint) => this.handle(events, checkpoint),
          logger: this.logger,
        });
        this.subscription = subscription;
        return async () => {
          this.subscription = undefined;
          await subscription.stop();
        };
      },
    });
  }

  /** Before the queue and database connections close (they close at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.leadership?.stop();
    this.leadership = undefined;
  }

  /** Resolves once this worker leads and has handled the whole feed as it stood when called. */
  async caughtUp(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.subscription) {
      if (Date.now() > deadline) throw new Error(`${CLAIM_MAIL_SUBSCRIPTION} is not leading after ${timeoutMs} ms`);
      await sleep(25);
    }
    await this.subscription.caughtUp();
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
