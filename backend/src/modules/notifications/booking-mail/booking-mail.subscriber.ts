import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { Checkpoint, StoredEvent } from '../../../core/event-store/event-store.types.js';
import { loadPgCheckpoint, savePgCheckpoint } from '../../../core/event-store/event-subscription.js';
import { startLeadingSubscription, type LeadingSubscription } from '../../../core/event-store/leading-subscription.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { evolveBooking, initialBooking, type BookingEvent, type BookingState } from '../../booking/booking/booking.decider.js';
import { MAIL_FEED_GATHER_MS, type MailQueueJobData } from '../send-mail.job.js';
import { isBookingEvent, planBookingMail, type MailQueueOp, type StoredBookingEvent } from './booking-mail.plan.js';

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

/**
 * Turns booking events into mail jobs (ARCHITECTURE §7): an outbox read from the ordered feed. Jobs are
 * added before the checkpoint moves, so a Redis failure retries the batch instead of losing mail, and
 * their ids are the events' identities, so a retried batch adds nothing twice.
 *
 * Runs in worker processes only, in one of them at a time (see leading-subscription.ts).
 */
@Injectable()
export class BookingMailSubscriber implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(BookingMailSubscriber.name);
  private feed: LeadingSubscription | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    @InjectQueue(QueueName.Mail) private readonly queue: Queue<MailQueueJobData>,
    private readonly config: AppConfig,
    @Inject(BOOKING_MAIL_SETTINGS) private readonly settings: BookingMailSettings,
  ) {}

  onModuleInit(): void {
    this.feed = startLeadingSubscription({
      name: BOOKING_MAIL_SUBSCRIPTION,
      db: this.db,
      connectionString: this.config.DATABASE_URL,
      leaderRetryMs: this.settings.leaderRetryMs,
      gatherMs: MAIL_FEED_GATHER_MS,
      logger: this.logger,
      loadCheckpoint: () => loadPgCheckpoint(this.db.manager, BOOKING_MAIL_SUBSCRIPTION),
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
    if (!this.feed) throw new Error(`${BOOKING_MAIL_SUBSCRIPTION} has not started`);
    return this.feed.caughtUp(timeoutMs);
  }

  private async handle(events: StoredEvent[], checkpoint: Checkpoint): Promise<void> {
    const now = new Date();
    const histories = new Map<string, StoredEvent[]>();
    const ops: MailQueueOp[] = [];
    for (const stored of events) {
      if (!isBookingEvent(stored)) continue;
      const event = stored as unknown as StoredBookingEvent;
      const before = event.type === 'BookingPlaced' ? initialBooking : await this.stateBefore(event, histories);
      ops.push(...planBookingMail(event, before, now, this.settings.reminderLeadMs));
    }
    await this.apply(ops);
    await savePgCheckpoint(this.db.manager, BOOKING_MAIL_SUBSCRIPTION, checkpoint);
  }

  /**
   * The booking as it stood before the event. Mail needs the customer and booking details, which only
   * the first event carries. One read per booking per batch: the stream already holds every event the
   * batch can ask about.
   */
  private async stateBefore(event: StoredBookingEvent, histories: Map<string, StoredEvent[]>): Promise<BookingState> {
    let history = histories.get(event.streamId);
    if (!history) {
      history = (await this.store.readStream(event.streamId)).events;
      histories.set(event.streamId, history);
    }
    return history
      .filter((earlier) => earlier.streamVersion < event.streamVersion)
      .reduce((state, earlier) => evolveBooking(state, earlier as unknown as BookingEvent), initialBooking);
  }

  /**
   * In order, with the adds between two removals sent as one bulk: a rush of bookings costs Redis a
   * round trip per batch rather than two per booking.
   */
  private async apply(ops: MailQueueOp[]): Promise<void> {
    let adds: Extract<MailQueueOp, { kind: 'add' }>[] = [];
    const flush = async () => {
      if (adds.length === 0) return;
      // An existing job with one of these ids (waiting, delayed, done or failed) makes its add a no-op.
      await this.queue.addBulk(adds.map((op) => ({ name: op.name, data: op.data, opts: { jobId: op.jobId, ...('delay' in op ? { delay: op.delay } : {}) } })));
      adds = [];
    };
    for (const op of ops) {
      if (op.kind === 'add') {
        adds.push(op);
        continue;
      }
      await flush();
      // A job already running or finished stays; the reminder's own check covers that case.
      await this.queue.remove(op.jobId);
    }
    await flush();
  }
}
