import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { startLeadingSubscription, type LeadingSubscription } from '../../../core/event-store/leading-subscription.js';
import { START, type Checkpoint, type StoredEvent } from '../../../core/event-store/event-store.types.js';
import {
  availabilityKeys,
  changeMessage,
  decodeCheckpoint,
  decodeMinutes,
  encodeCheckpoint,
  foldSlotEvents,
  oldestLiveDate,
  REBUILDING,
  releasesToLookUp,
  reservationRef,
  START_VALUE,
  writeDayChanges,
  type AvailabilityKeys,
  type SlotDay,
} from './availability.projection.js';

/** How often a standby worker asks for the projector lock again. */
const LEADER_RETRY_MS = 5000;
/** Projection lag budget is 50 ms (p99); waiting this long for more commits costs little of it. */
const GATHER_MS = 10;

/**
 * Keeps the Redis availability projection up to date from the ordered event feed, in the worker process.
 *
 * One projector at a time (see leader-lock.ts). Leadership only saves work, though; correctness does not rest on it: every batch WATCHes the Redis
 * checkpoint and commits only if it still holds the position the batch was read from, so a deposed
 * leader, a rebuild or a flush can never make a batch count twice.
 */
@Injectable()
export class AvailabilityProjector implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AvailabilityProjector.name);
  private readonly keys: AvailabilityKeys;
  /** Its own connection: WATCH state belongs to a connection and must not mix with other callers. */
  private readonly redis: Redis;
  private feed: LeadingSubscription | undefined;
  private position: Checkpoint = START;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {
    this.keys = availabilityKeys(config.REDIS_PREFIX);
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 5000, connectionName: 'dealer-availability-projector' });
    // ioredis reconnects by itself; the failed batches say what went wrong, so connection errors stay quiet.
    this.redis.on('error', () => undefined);
  }

  onModuleInit(): void {
    this.feed = startLeadingSubscription({
      name: `availability-projector:${this.config.REDIS_PREFIX}`,
      db: this.db,
      connectionString: this.config.DATABASE_URL,
      leaderRetryMs: LEADER_RETRY_MS,
      retryMs: 2000,
      // A few milliseconds on the way to the booking form, in exchange for one read per burst of commits.
      gatherMs: GATHER_MS,
      logger: this.logger,
      loadCheckpoint: () => this.loadCheckpoint(),
      handle: (events, last) => this.handle(events, last),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed?.stop();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  get isLeader(): boolean {
    return this.feed?.leading ?? false;
  }

  private async loadCheckpoint(): Promise<Checkpoint> {
    const stored = await this.redis.get(this.keys.checkpoint);
    if (stored === REBUILDING) {
      throw new Error('The availability projection is being rebuilt (or a rebuild was interrupted: run npm run projections:rebuild)');
    }
    const checkpoint = decodeCheckpoint(stored);
    if (stored !== null && !checkpoint) throw new Error(`Unreadable availability checkpoint: ${stored}`);
    // No checkpoint means no projection (fresh or flushed Redis): replay everything from the start.
    this.position = checkpoint ?? START;
    if (stored === null) await this.markEmptyStoreProjected();
    return this.position;
  }

  /**
   * The API trusts the projection only once it has a checkpoint, and a batch writes one only when there
   * are events: a new site, with no booking yet, read every day from PostgreSQL on every request until
   * the first booking. An empty store's projection is complete as it is (no key: nothing taken), so it
   * gets the start as its checkpoint; NX leaves alone one a batch or a rebuild wrote meanwhile. With
   * events in the store the replay writes the checkpoint, as before.
   */
  private async markEmptyStoreProjected(): Promise<void> {
    const [{ any }] = (await this.db.query('SELECT EXISTS (SELECT 1 FROM events) AS any')) as [{ any: boolean }];
    if (!any) await this.redis.set(this.keys.checkpoint, START_VALUE, 'NX');
  }

  private async handle(events: StoredEvent[], last: Checkpoint): Promise<void> {
    const { redis, keys } = this;
    const liveFrom = oldestLiveDate(new Date());
    await redis.watch(keys.checkpoint);
    try {
      const stored = await redis.get(keys.checkpoint);
      if ((stored ?? START_VALUE) !== encodeCheckpoint(this.position)) {
        throw new Error(`Availability checkpoint moved to ${stored ?? 'nothing'} (rebuilt, flushed or another projector): reloading`);
      }
      const changes = foldSlotEvents(events, await this.lookUp(releasesToLookUp(events, liveFrom)), liveFrom);
      const tx = redis.multi();
      writeDayChanges(tx, keys, changes.values());
      tx.set(keys.checkpoint, encodeCheckpoint(last));
      // Inside the MULTI, so subscribers hear of a change exactly when it becomes readable.
      if (changes.size > 0) tx.publish(keys.changes, changeMessage([...changes.values()].map((change) => change.day)));
      const results = await tx.exec();
      if (!results) throw new Error('Availability checkpoint changed during the batch: reloading');
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    } catch (error) {
      await redis.unwatch().catch(() => undefined);
      throw error;
    }
    this.position = last;
  }

  /** The slot minutes of reservations released in this batch but made in an earlier one. */
  private async lookUp(releases: { day: SlotDay; reservationId: string }[]): Promise<Map<string, number[]>> {
    const known = new Map<string, number[]>();
    if (releases.length === 0) return known;
    const pipeline = this.redis.pipeline();
    for (const { day, reservationId } of releases) pipeline.hget(this.keys.reservations(day), reservationId);
    const results = (await pipeline.exec()) ?? [];
    results.forEach(([error, minutes], index) => {
      if (error) throw error;
      const { day, reservationId } = releases[index]!;
      if (typeof minutes === 'string') known.set(reservationRef(day, reservationId), decodeMinutes(minutes));
    });
    return known;
  }
}
