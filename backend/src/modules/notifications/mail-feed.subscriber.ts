import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import type { EventStore } from '../../core/event-store/event-store.js';
import type { NewEvent, StoredEvent } from '../../core/event-store/event-store.types.js';
import { loadPgCheckpoint, savePgCheckpoint } from '../../core/event-store/event-subscription.js';
import { foldEvents, type Evolve } from '../../core/event-store/stream-loader.js';
import { startLeadingSubscription, type LeadingSubscription } from '../../core/event-store/leading-subscription.js';
import { MAIL_FEED_GATHER_MS, type MailQueueJobData } from './send-mail.job.js';

type StoredEventPlace = Pick<StoredEvent, 'streamId' | 'streamVersion' | 'recordedAt'>;

/** A kind of stream whose events are mailed: which events are its, and how its decider folds them. */
export interface MailStream<E extends NewEvent, S> {
  /** Whether a feed event is one of this stream kind's, narrowing it to the kind's events. */
  isEvent(event: StoredEvent): event is StoredEvent & E;
  /** The event that opens a stream: nothing comes before it. */
  firstType: E extends { type: infer T } ? T : never;
  evolve: Evolve<S, E>;
  initial: S;
}

export interface MailJob {
  name: string;
  jobId: string;
  data: MailQueueJobData;
  delay?: number;
}

/**
 * Turns events into mail jobs (ARCHITECTURE §7): an outbox read from the ordered feed. Jobs are added
 * before the checkpoint (a row named after the subscription) moves, so a Redis failure retries the
 * batch instead of losing mail, and their ids are the events' identities, so a retried batch adds
 * nothing twice. Runs in worker processes only, in one of them at a time (see leading-subscription.ts).
 */
export abstract class MailFeedSubscriber implements OnModuleInit, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  private feed: LeadingSubscription | undefined;

  protected constructor(
    private readonly subscription: string,
    private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly queue: Queue<MailQueueJobData>,
    private readonly config: AppConfig,
    private readonly leaderRetryMs?: number,
  ) {}

  /** Plans and queues the mail of a batch of events. */
  protected abstract queueMail(events: StoredEvent[]): Promise<void>;

  onModuleInit(): void {
    this.feed = startLeadingSubscription({
      name: this.subscription,
      db: this.db,
      connectionString: this.config.DATABASE_URL,
      leaderRetryMs: this.leaderRetryMs,
      gatherMs: MAIL_FEED_GATHER_MS,
      logger: this.logger,
      loadCheckpoint: () => loadPgCheckpoint(this.db.manager, this.subscription),
      handle: async (events, checkpoint) => {
        await this.queueMail(events);
        await savePgCheckpoint(this.db.manager, this.subscription, checkpoint);
      },
    });
  }

  /** Before the queue and database connections close (they close at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.feed?.stop();
    this.feed = undefined;
  }

  /** Resolves once this worker leads and has handled the whole feed as it stood when called. */
  caughtUp(timeoutMs?: number): Promise<void> {
    if (!this.feed) throw new Error(`${this.subscription} has not started`);
    return this.feed.caughtUp(timeoutMs);
  }

  /**
   * The batch's events of one kind of stream, each with its stream's state before it: mail needs the
   * customer and details only the first event carries. One read per stream per batch, as the stream
   * already holds every event the batch asks about; a stream's first event needs none.
   */
  protected async withStateBefore<E extends NewEvent, S>(events: StoredEvent[], stream: MailStream<E, S>): Promise<{ event: E & StoredEventPlace; before: S }[]> {
    const histories = new Map<string, StoredEvent[]>();
    const found: { event: E & StoredEventPlace; before: S }[] = [];
    for (const stored of events) {
      if (!stream.isEvent(stored)) continue;
      const event: E & StoredEventPlace = stored;
      const before = event.type === stream.firstType ? stream.initial : foldEvents(await this.historyBefore(event, histories), stream.evolve, stream.initial);
      found.push({ event, before });
    }
    return found;
  }

  private async historyBefore(event: StoredEventPlace, histories: Map<string, StoredEvent[]>): Promise<StoredEvent[]> {
    let history = histories.get(event.streamId);
    if (!history) {
      history = (await this.store.readStream(event.streamId)).events;
      histories.set(event.streamId, history);
    }
    return history.filter((earlier) => earlier.streamVersion < event.streamVersion);
  }

  /** In one round trip; an existing job with one of these ids (waiting, delayed, done or failed) makes its add a no-op. */
  protected async addJobs(jobs: MailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(jobs.map((job) => ({ name: job.name, data: job.data, opts: { jobId: job.jobId, ...(job.delay !== undefined ? { delay: job.delay } : {}) } })));
  }

  /** A job already running or finished stays. */
  protected async removeJob(jobId: string): Promise<void> {
    await this.queue.remove(jobId);
  }
}
