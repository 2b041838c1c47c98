import type { ChainableCommander, Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { EventStore } from '../../../core/event-store/event-store.js';
import { START, type Checkpoint } from '../../../core/event-store/event-store.types.js';
import {
  applyToKnown,
  availabilityKeys,
  changeMessage,
  dayKey,
  encodeCheckpoint,
  foldSlotEvents,
  oldestLiveDate,
  REBUILDING,
  writeDayChanges,
  type AvailabilityKeys,
  type SlotDay,
} from './availability.projection.js';

export interface RebuildOptions {
  db: DataSource;
  redis: Redis;
  /** The REDIS_PREFIX the projection lives under. */
  prefix: string;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface RebuildResult {
  deletedKeys: number;
  events: number;
  /** Branch-days written (days past their retention are skipped). */
  days: number;
  seconds: number;
  eventsPerSecond: number;
  checkpoint: Checkpoint;
}

/**
 * Drops the Redis availability projection and replays every event into it (`npm run projections:rebuild`).
 * The live projector is fenced off by the REBUILDING checkpoint and the API reads PostgreSQL meanwhile;
 * when done, the projector carries on from the checkpoint the rebuild stored.
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

async function replay({ db, redis, prefix, batchSize = 10_000, log = () => undefined }: RebuildOptions): Promise<RebuildResult> {
  const keys = availabilityKeys(prefix);
  await redis.set(keys.checkpoint, REBUILDING);
  const deletedKeys = await deleteProjection(redis, keys);
  log(`Deleted ${deletedKeys} availability keys under ${prefix}`);

  const started = performance.now();
  const store = new EventStore(db);
  const liveFrom = oldestLiveDate(new Date());
  // Reservations of live days only, so memory stays bounded by the bookable horizon, not by history.
  const known = new Map<string, readonly number[]>();
  const days = new Map<string, SlotDay>();
  let checkpoint = START;
  let events = 0;
  let writing: Promise<void> = Promise.resolve();
  for (;;) {
    // Reading the next page overlaps with Redis writing the previous one.
    const page = await store.readAll(checkpoint, batchSize);
    await writing;
    const changes = foldSlotEvents(page.events, known, liveFrom);
    applyToKnown(known, changes.values());
    for (const { day } of changes.values()) days.set(dayKey(day), day);
    if (changes.size > 0) {
      const pipeline = redis.pipeline();
      writeDayChanges(pipeline, keys, changes.values());
      writing = execOrThrow(pipeline);
      // Awaited at the next turn; a handler now keeps a failure meanwhile from counting as unhandled.
      writing.catch(() => undefined);
    }
    if (Math.floor((events + page.events.length) / 100_000) > Math.floor(events / 100_000)) log(`  ${events + page.events.length} events`);
    events += page.events.length;
    checkpoint = page.checkpoint;
    if (page.events.length < batchSize) break;
  }
  await writing;
  await finish(redis, keys, checkpoint, days.values());

  const seconds = (performance.now() - started) / 1000;
  return { deletedKeys, events, days: days.size, seconds, eventsPerSecond: Math.round(events / Math.max(seconds, 1e-6)), checkpoint };
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
async function finish(redis: Redis, keys: AvailabilityKeys, checkpoint: Checkpoint, days: Iterable<SlotDay>): Promise<void> {
  await redis.watch(keys.checkpoint);
  if ((await redis.get(keys.checkpoint)) !== REBUILDING) {
    await redis.unwatch();
    throw new Error('The availability checkpoint changed during the rebuild; run it again');
  }
  const tx = redis.multi().set(keys.checkpoint, encodeCheckpoint(checkpoint));
  // Open live streams refresh every day at once.
  const touched = [...days];
  if (touched.length > 0) tx.publish(keys.changes, changeMessage(touched));
  if (!(await tx.exec())) throw new Error('The availability checkpoint changed during the rebuild; run it again');
}

async function execOrThrow(chain: ChainableCommander): Promise<void> {
  const failed = ((await chain.exec()) ?? []).find(([error]) => error);
  if (failed) throw failed[0];
}
