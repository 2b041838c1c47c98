import { afterAll, beforeAll, expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../../src/core/database/data-source.js';
import { dropDatabase, ensureDatabase } from '../../src/core/database/ensure-database.js';
import { EventStore } from '../../src/core/event-store/event-store.js';
import { START, type Checkpoint, type ExpectedVersion, type StoredEvent, type StreamAppend } from '../../src/core/event-store/event-store.types.js';
import { startSubscription, type SubscriptionOptions } from '../../src/core/event-store/event-subscription.js';

/**
 * A database of the test file's own with the event store migrated, and the helpers the event-store and
 * subscription tests share. Call once at the top of a test file: it registers the file's set-up and
 * tear-down, and `db` and `store` are ready inside the tests.
 */
export function useEventStoreDatabase() {
  const run = randomBytes(5).toString('hex');
  const databaseName = `dealer_it_events_${run}`;
  const url = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
  const context: { db?: DataSource; store?: EventStore } = {};

  beforeAll(async () => {
    await ensureDatabase(url);
    await runMigrations(url);
    // A smaller pool than the app's leaves server connections for test files running beside this one;
    // racing writers beyond it queue, which changes nothing about who may win.
    const options = dataSourceOptions(url);
    context.db = new DataSource({ ...options, extra: { ...options.extra, max: 10 } });
    await context.db.initialize();
    context.store = new EventStore(context.db);
  });
  afterAll(async () => {
    await context.db?.destroy();
    await dropDatabase(url);
  });

  return {
    run,
    /** Ready once the file's set-up has run. */
    get db(): DataSource {
      return context.db!;
    },
    get store(): EventStore {
      return context.store!;
    },
    /** Whether another connection to this test's database is in the given state (pg_stat_activity). */
    async someSession(condition: string): Promise<boolean> {
      const rows: unknown[] = await context.db!.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND ${condition}`, [databaseName]);
      return rows.length > 0;
    },
    /** A subscription from the start of the feed that keeps what it receives in memory. */
    collecting(name: string, options: Partial<SubscriptionOptions> = {}) {
      const received: StoredEvent[] = [];
      const subscription = startSubscription({
        name: `${name}-${run}`,
        db: context.db!,
        loadCheckpoint: async () => START,
        handle: async (events) => void received.push(...events),
        ...options,
      });
      const has = (streamId: string) => received.some((e) => e.streamId === streamId);
      return { received, subscription, has };
    },
  };
}

export const meta = { correlationId: 'corr-1', actorId: 'admin-7', actorRole: 'admin' as const };

/** Polls instead of sleeping a fixed time: fast when things go well, a clear failure when they do not. */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

const feedKey = (event: Checkpoint): [bigint, bigint] => [BigInt(event.transactionId), BigInt(event.globalPosition)];
export function inFeedOrder(events: StoredEvent[]): boolean {
  return events.every((event, i) => {
    if (i === 0) return true;
    const [xid, position] = feedKey(event);
    const [previousXid, previousPosition] = feedKey(events[i - 1]);
    return xid > previousXid || (xid === previousXid && position > previousPosition);
  });
}

/** One event on one stream: the append most tests make. */
export const one = (streamId: string, expectedVersion: ExpectedVersion, type = 'Noted', data: unknown = {}): StreamAppend => ({
  streamId,
  expectedVersion,
  events: [{ type, data }],
});

/** Every event handed to a subscriber exactly once, in feed order. */
export function expectExactlyOnceInOrder(received: StoredEvent[]): void {
  expect(new Set(received.map((e) => e.globalPosition)).size).toBe(received.length);
  expect(inFeedOrder(received)).toBe(true);
}

export const silentLogger = () => {
  const errors: string[] = [];
  return { errors, logger: { error: (message: string) => errors.push(message), warn: () => undefined } };
};
