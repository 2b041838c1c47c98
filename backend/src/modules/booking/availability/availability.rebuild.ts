import type { Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { EventStore } from '../../../core/event-store/event-store.js';
import { START, type Checkpoint, type StoredEvent } from '../../../core/event-store/event-store.types.js';
import {
  applyToKnown,
  availabilityKeys,
  changeMessage,
  dayKey,
  encodeCheckpoint,
  foldSlotEvents,
  oldestLiveDate,
  REBUILDING,
  type AvailabilityKeys,
  type SlotDay,
  type SlotEventRow,
} from './availability.projection.js';
import { readLiveSlotDays, writeRebuiltDays, type RebuiltDay } from './availability.rebuild-io.js';

/**
 * What a rebuild reads: 'horizon' the slot-day streams of the days the projection keeps (from
 * RETENTION_DAYS back, through the horizon and beyond), found by their date's index, so its time
 * follows the days ahead rather than the years behind; 'full' the whole ordered feed. Both give the
 * same projection (backend/test/availability-rebuild-horizon.int-spec.ts): days older than that are
 * skipped by the fold anyway.
 */
export type RebuildScope = 'horizon' | 'full';

export interface RebuildOptions {
  db: DataSource;
  redis: Redis;
  /** The REDIS_PREFIX the projection lives under. */
  prefix: string;
  scope?: RebuildScope;
  batchSize?: number;
  /** The clock that says which days are live; the server's own unless a test fixes it. */
  now?: Date;
  log?: (line: string) => void;
}

export interface RebuildResult {
  scope: RebuildScope;
  deletedKeys: number;
  /** Events read (for 'horizon' only those of the live days' streams). */
  events: number;
  /** Branch-days written (days past their retention are skipped). */
  days: number;
  seconds: number;
  eventsPerSecond: number;
  checkpoint: Checkpoint;
}

/**
 * Drops the Redis availability projection and replays the events it needs into it (`npm run
 * projections:rebuild`). The live projector is fenced off by the REBUILDING checkpoint and the API reads
 * PostgreSQL meanwhile; when done, the projector carries on from the checkpoint the rebuild stored.
 */
export async function rebuildAvailability(options: RebuildOptions): Promise<RebuildResult> {
  // Two rebuilds at once would both replay into the same keys; a session lock keeps them apart.
  const runner = options.db.createQueryRunner();
  const lockName = `availability-rebuild:${options.prefix}`;
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [lockName])) as { locked: boolean }[];
    if (!row?.locked) throw new Error(`Another rebuild of the availability projection under ${options.prefix} is running`);
    try {
      return await replay(options);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockName]);
    }
  } finally {
    await runner.release();
  }
}

/** The counts and reservations of the live days, folded in memory: bounded by the days kept, not by history. */
class LiveDays {
  /** reservationRef -> covered minutes, as the live projector keeps them per day in Redis. */
  readonly known = new Map<string, readonly number[]>();
  readonly days = new Map<string, RebuiltDay>();
  events = 0;

  constructor(private readonly liveFrom: string) {}

  fold(events: readonly SlotEventRow[]): void {
    this.events += events.length;
    const changes = foldSlotEvents(events, this.known, this.liveFrom);
    applyToKnown(this.known, changes.values());
    for (const change of changes.values()) {
      const key = dayKey(change.day);
      let day = this.days.get(key);
      if (!day) this.days.set(key, (day = { day: change.day, taken: new Map(), reservations: new Map() }));
      for (const [minute, delta] of change.taken) day.taken.set(minute, (day.taken.get(minute) ?? 0) + delta);
      for (const id of change.released) day.reservations.delete(id);
      for (const [id, minutes] of change.reserved) day.reservations.set(id, minutes);
    }
  }
}

async function replay({ db, redis, prefix, scope = 'horizon', batchSize = 10_000, now = new Date(), log = () => undefined }: RebuildOptions): Promise<RebuildResult> {
  const keys = availabilityKeys(prefix);
  await redis.set(keys.checkpoint, REBUILDING);
  const deletedKeys = await deleteProjection(redis, keys);
  log(`Deleted ${deletedKeys} availability keys under ${prefix}`);

  const started = performance.now();
  const liveFrom = oldestLiveDate(now);
  const live = new LiveDays(liveFrom);
  const progress = (events: number) => {
    if (Math.floor(live.events / 100_000) > Math.floor((live.events - events) / 100_000)) log(`  ${live.events} events`);
  };
  let checkpoint: Checkpoint;
  if (scope === 'horizon') {
    checkpoint = await readLiveSlotDays(db, liveFrom, batchSize, (events) => {
      live.fold(events);
      progress(events.length);
    });
  } else {
    checkpoint = await readWholeFeed(db, batchSize, (events) => {
      live.fold(events);
      progress(events.length);
    });
  }
  await writeRebuiltDays(redis, keys, live.days.values());
  await finish(redis, keys, checkpoint, [...live.days.values()].map(({ day }) => day));

  const seconds = (performance.now() - started) / 1000;
  return { scope, deletedKeys, events: live.events, days: live.days.size, seconds, eventsPerSecond: Math.round(live.events / Math.max(seconds, 1e-6)), checkpoint };
}

/** Every event in feed order, page by page, as the live projector would have read them. */
async function readWholeFeed(db: DataSource, batchSize: number, handle: (events: StoredEvent[]) => void): Promise<Checkpoint> {
  const store = new EventStore(db);
  let checkpoint = START;
  for (;;) {
    const page = await store.readAll(checkpoint, batchSize);
    handle(page.events);
    checkpoint = page.checkpoint;
    if (page.events.length < batchSize) return checkpoint;
  }
}

/** Every key of the projection but the checkpoint, which holds the REBUILDING marker meanwhile. */
async function deleteProjection(redis: Redis, keys: AvailabilityKeys): Promise<number> {
  let deleted = 0;
  for (const pattern of keys.patterns) {
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      const doomed = found.filter((key) => key !== keys.checkpoint);
      if (doomed.length > 0) deleted += await redis.unlink(...doomed);
      cursor = next;
    } while (cursor !== '0');
  }
  return deleted;
}

/** Hands the projection back to the live projector, unless something else took the checkpoint meanwhile. */
async function finish(redis: Redis, keys: AvailabilityKeys, checkpoint: Checkpoint, days: SlotDay[]): Promise<void> {
  await redis.watch(keys.checkpoint);
  if ((await redis.get(keys.checkpoint)) !== REBUILDING) {
    await redis.unwatch();
    throw new Error('The availability checkpoint changed during the rebuild; run it again');
  }
  const tx = redis.multi().set(keys.checkpoint, encodeCheckpoint(checkpoint));
  // Open live streams refresh every day at once.
  if (days.length > 0) tx.publish(keys.changes, changeMessage(days));
  if (!(await tx.exec())) throw new Error('The availability checkpoint changed during the rebuild; run it again');
}
