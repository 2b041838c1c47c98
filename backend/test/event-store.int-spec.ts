import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../src/core/database/data-source.js';
import { dropDatabase, ensureDatabase } from '../src/core/database/ensure-database.js';
import { withConflictRetry } from '../src/core/event-store/conflict-retry.js';
import { EventStore } from '../src/core/event-store/event-store.js';
import {
  ConcurrencyError,
  START,
  type Checkpoint,
  type ExpectedVersion,
  type StoredEvent,
  type StreamAppend,
} from '../src/core/event-store/event-store.types.js';
import {
  loadPgCheckpoint,
  savePgCheckpoint,
  startSubscription,
  type SubscriptionOptions,
} from '../src/core/event-store/event-subscription.js';

const run = randomBytes(5).toString('hex');
const databaseName = `dealer_it_events_${run}`;
const url = `postgres://postgres@127.0.0.1:5432/${databaseName}`;
const meta = { correlationId: 'corr-1', actorId: 'admin-7', actorRole: 'admin' as const };
let db: DataSource;
let store: EventStore;

beforeAll(async () => {
  await ensureDatabase(url);
  await runMigrations(url);
  // A smaller pool than the app's leaves server connections for test files running beside this one;
  // racing writers beyond it queue, which changes nothing about who may win.
  db = new DataSource({ ...dataSourceOptions(url), extra: { max: 10 } });
  await db.initialize();
  store = new EventStore(db);
});
afterAll(async () => {
  await db?.destroy();
  await dropDatabase(url);
});

/** Polls instead of sleeping a fixed time: fast when things go well, a clear failure when they do not. */
async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

const feedKey = (event: Checkpoint): [bigint, bigint] => [BigInt(event.transactionId), BigInt(event.globalPosition)];
function inFeedOrder(events: StoredEvent[]): boolean {
  return events.every((event, i) => {
    if (i === 0) return true;
    const [xid, position] = feedKey(event);
    const [previousXid, previousPosition] = feedKey(events[i - 1]);
    return xid > previousXid || (xid === previousXid && position > previousPosition);
  });
}

/** One event on one stream: the append most tests make. */
const one = (streamId: string, expectedVersion: ExpectedVersion, type = 'Noted', data: unknown = {}): StreamAppend => ({
  streamId,
  expectedVersion,
  events: [{ type, data }],
});

/** Whether another connection to this test's database is in the given state (pg_stat_activity). */
async function someSession(condition: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND ${condition}`, [databaseName]);
  return rows.length > 0;
}

/** Every event handed to a subscriber exactly once, in feed order. */
function expectExactlyOnceInOrder(received: StoredEvent[]): void {
  expect(new Set(received.map((e) => e.globalPosition)).size).toBe(received.length);
  expect(inFeedOrder(received)).toBe(true);
}

/** A subscription from the start of the feed that keeps what it receives in memory. */
function collecting(name: string, options: Partial<SubscriptionOptions> = {}) {
  const received: StoredEvent[] = [];
  const subscription = startSubscription({
    name: `${name}-${run}`,
    db,
    loadCheckpoint: async () => START,
    handle: async (events) => void received.push(...events),
    ...options,
  });
  const has = (streamId: string) => received.some((e) => e.streamId === streamId);
  return { received, subscription, has };
}

const silentLogger = () => {
  const errors: string[] = [];
  return { errors, logger: { error: (message: string) => errors.push(message), warn: () => undefined } };
};

describe('append and readStream', () => {
  it('round-trips events with metadata and consecutive versions', async () => {
    const streamId = `booking-${run}-1`;
    const placed = { type: 'BookingPlaced', data: { slot: 3, note: 'quote " and \\ ok' } };
    const appended = await store.append([{ streamId, expectedVersion: 'no_stream', events: [placed, { type: 'BookingConfirmed', data: {} }] }], meta);
    const { version, events } = await store.readStream(streamId);
    expect(version).toBe(2);
    expect(events).toEqual(appended);
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([[1, 'BookingPlaced'], [2, 'BookingConfirmed']]);
    expect(events[0]).toMatchObject({ streamId, data: placed.data, metadata: meta });
    expect(events[0].globalPosition).toMatch(/^\d+$/);
    expect(events[0].transactionId).toMatch(/^\d+$/);
    expect(events[1].transactionId).toBe(events[0].transactionId);
    expect(events[0].recordedAt).toBeInstanceOf(Date);
    expect(await store.readStream(`booking-${run}-none`)).toEqual({ version: 0, events: [] });
  });

  it('enforces the expected version', async () => {
    const streamId = `booking-${run}-2`;
    const append = (expectedVersion: ExpectedVersion) => store.append([one(streamId, expectedVersion)], {});
    await append('no_stream');
    await expect(append('no_stream')).rejects.toMatchObject({ name: 'ConcurrencyError', streamId, expected: 'no_stream', actual: 1 });
    await expect(append(0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append(2)).rejects.toMatchObject({ expected: 2, actual: 1 });
    await append(1);
    await append('any');
    expect((await store.readStream(streamId)).events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('lets exactly one of 20 racing writers win, and withConflictRetry lands them all', async () => {
    const raced = `slots-${run}-race`;
    await store.append([one(raced, 'no_stream', 'Opened')], {});
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, writer) => store.append([one(raced, 1, 'Raced', { writer })], {})),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(failures).toHaveLength(19);
    for (const failure of failures) expect(failure).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(raced)).version).toBe(2);

    const counted = `slots-${run}-retry`;
    // Each conflict means another writer landed a newer version, so 19 retries always suffice for 20.
    await Promise.all(
      Array.from({ length: 20 }, (_, writer) =>
        withConflictRetry(
          async () => {
            const { version } = await store.readStream(counted);
            await store.append([one(counted, version, 'Counted', { writer, seen: version })], {});
          },
          { retries: 19 },
        ),
      ),
    );
    const { events } = await store.readStream(counted);
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => (e.data as { writer: number }).writer)).size).toBe(20);
    // Every decision was made on the state it was appended after.
    for (const event of events) expect((event.data as { seen: number }).seen).toBe(event.streamVersion - 1);
  });
});

describe('multi-stream append', () => {
  it('puts rows in stream id order, or in the order given when the caller asks', async () => {
    const [early, late] = [`slots-${run}-1-order`, `slots-${run}-9-order`];
    const positions = async (...streamIds: string[]) =>
      (await db.query(`SELECT stream_id AS "streamId" FROM events WHERE stream_id = ANY($1::text[]) ORDER BY global_position`, [streamIds])) as { streamId: string }[];
    await store.append([one(late, 'no_stream', 'SlotReleased'), one(early, 'no_stream', 'SlotReserved')], {});
    expect((await positions(early, late)).map((row) => row.streamId)).toEqual([early, late]);
    const stored = await store.append([one(late, 1, 'SlotReleased'), one(early, 1, 'SlotReserved')], {}, undefined, { inGivenOrder: true });
    expect(stored.map((event) => event.streamId)).toEqual([late, early]);
    expect(BigInt(stored[0]!.globalPosition)).toBeLessThan(BigInt(stored[1]!.globalPosition));
  });

  it('writes none of the streams when one conflicts on its version', async () => {
    const [a, b] = [`booking-${run}-a`, `slots-${run}-b`];
    await store.append([one(b, 'no_stream', 'SlotReserved')], {});
    const attempt = store.append([one(a, 'no_stream', 'BookingPlaced'), one(b, 0, 'SlotReserved')], {});
    await expect(attempt).rejects.toMatchObject({ streamId: b, expected: 0, actual: 1 });
    expect((await store.readStream(a)).version).toBe(0);
    expect((await store.readStream(b)).version).toBe(1);
  });

  it('writes none of the streams when a concurrent writer takes the version first (unique key)', async () => {
    const [a, b] = [`booking-${run}-c`, `slots-${run}-d`];
    const holder = db.createQueryRunner();
    await holder.startTransaction();
    try {
      await store.append([one(b, 'no_stream', 'SlotReserved')], {}, holder.manager);
      const attempt = store.append([one(a, 'no_stream', 'BookingPlaced'), one(b, 'no_stream', 'SlotReserved')], {});
      attempt.catch(() => undefined);
      await waitFor('the second writer to block on the unique key', () =>
        someSession(`wait_event_type = 'Lock' AND query LIKE '%INSERT INTO events%'`),
      );
      await holder.commitTransaction();
      await expect(attempt).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: b, actual: 1 });
    } finally {
      await holder.release();
    }
    expect((await store.readStream(a)).version).toBe(0);
  });

  it('leaves the caller’s transaction usable after a conflict', async () => {
    const streamId = `booking-${run}-e`;
    await db.transaction(async (tx) => {
      await store.append([one(streamId, 'no_stream', 'BookingPlaced')], {}, tx);
      await expect(store.append([one(streamId, 'no_stream', 'BookingPlaced')], {}, tx)).rejects.toBeInstanceOf(ConcurrencyError);
      await store.append([one(streamId, 1, 'BookingConfirmed')], {}, tx);
    });
    expect((await store.readStream(streamId)).events.map((e) => e.type)).toEqual(['BookingPlaced', 'BookingConfirmed']);
  });
});

describe('ordered feed', () => {
  const readFeed = async (): Promise<{ events: StoredEvent[]; hasMore: boolean }> => {
    const events: StoredEvent[] = [];
    for (let after = START; ; ) {
      const page = await store.readAll(after, 100);
      events.push(...page.events);
      if (page.events.length < 100) return { events, hasMore: page.hasMore };
      after = page.checkpoint;
    }
  };
  const readEverything = async (): Promise<StoredEvent[]> => (await readFeed()).events;

  it('holds back a later commit until the earlier transaction settles', async () => {
    const [early, late] = [`feed-${run}-early`, `feed-${run}-late`];
    const t1 = db.createQueryRunner();
    await t1.startTransaction();
    try {
      const [first] = await store.append([one(early, 'no_stream', 'Early')], {}, t1.manager);
      const [second] = await store.append([one(late, 'no_stream', 'Late')], {});
      expect(BigInt(second.globalPosition)).toBeGreaterThan(BigInt(first.globalPosition));

      // A reader by position alone would now pass T2's event and later skip T1's.
      const whileOpen = await readFeed();
      expect(whileOpen.events.map((e) => e.streamId)).not.toContain(late);
      expect(whileOpen.events.map((e) => e.streamId)).not.toContain(early);
      expect(whileOpen.hasMore).toBe(true);

      await t1.commitTransaction();
      let settled: StoredEvent[] = [];
      await waitFor('both events in the feed', async () => {
        settled = (await readEverything()).filter((e) => e.streamId === early || e.streamId === late);
        return settled.length === 2;
      });
      expect(settled.map((e) => e.globalPosition)).toEqual([first.globalPosition, second.globalPosition]);
      expect(inFeedOrder(await readEverything())).toBe(true);
    } finally {
      await t1.release();
    }
  });

  it('delivers every event exactly once, in feed order, under concurrent writers', async () => {
    const { received, subscription } = collecting('random', { batchSize: 7, pollMs: 50 });
    try {
      const writers = Array.from({ length: 10 }, async (_, writer) => {
        const streamId = `feed-${run}-writer-${writer}`;
        for (let written = 0; written < 50; ) {
          const count = Math.min(50 - written, 1 + Math.floor(Math.random() * 3));
          await db.transaction(async (tx) => {
            await sleep(Math.random() * 5);
            const events = Array.from({ length: count }, (_, i) => ({ type: 'Written', data: { writer, n: written + i } }));
            await store.append([{ streamId, expectedVersion: written, events }], {}, tx);
            await sleep(Math.random() * 10);
          });
          written += count;
        }
      });
      await Promise.all(writers);
      const ours = () => received.filter((e) => e.streamId.startsWith(`feed-${run}-writer-`));
      await waitFor('all 500 events', () => ours().length >= 500, 30000);
      await subscription.caughtUp();
      expect(ours()).toHaveLength(500);
      expectExactlyOnceInOrder(received);
    } finally {
      await subscription.stop();
    }
  });
});

describe('subscriptions', () => {
  const appendOne = (streamId: string, type = 'Ping') => store.append([one(streamId, 'any', type)], {});

  it('wakes on NOTIFY long before the next poll', async () => {
    const { subscription, has } = collecting('listen', { pollMs: 10000 });
    try {
      await waitFor('the LISTEN connection', () => someSession(`query = 'LISTEN events'`));
      await subscription.caughtUp();
      const startedAt = Date.now();
      await appendOne(`listen-${run}`);
      await waitFor('the notified event', () => has(`listen-${run}`), 3000);
      expect(Date.now() - startedAt).toBeLessThan(1000);
    } finally {
      await subscription.stop();
    }
  });

  it('gathers the commits of a rush into few batches when asked to wait after a NOTIFY', async () => {
    const batches: StoredEvent[][] = [];
    const subscription = startSubscription({ name: `gather-${run}`, db, pollMs: 10000, gatherMs: 500, loadCheckpoint: async () => START, handle: async (events) => void batches.push(events) });
    const rush = (events: StoredEvent[]) => events.filter((e) => e.streamId.startsWith(`gather-${run}-`)).length;
    try {
      await waitFor('the LISTEN connection', () => someSession(`query = 'LISTEN events'`));
      await subscription.caughtUp();
      for (let index = 0; index < 5; index++) await appendOne(`gather-${run}-${index}`);
      await waitFor('the gathered events', () => batches.reduce((sum, batch) => sum + rush(batch), 0) === 5, 5000);
      // Five commits, five NOTIFYs: read in one batch, or two if the commits straddled the wait.
      expect(batches.filter((batch) => rush(batch) > 0).length).toBeLessThanOrEqual(2);
    } finally {
      await subscription.stop();
    }
  });

  it('picks up events held back by an older transaction that never notifies', async () => {
    const { subscription, has } = collecting('held', { pollMs: 10000 });
    const older = db.createQueryRunner();
    try {
      await subscription.caughtUp();
      await older.startTransaction();
      await older.query('SELECT pg_current_xact_id()');
      await appendOne(`held-${run}`);
      // Let the NOTIFY wake-up find the event still held back.
      await sleep(200);
      expect(has(`held-${run}`)).toBe(false);
      const releasedAt = Date.now();
      await older.commitTransaction();
      await waitFor('the held-back event', () => has(`held-${run}`), 5000);
      expect(Date.now() - releasedAt).toBeLessThan(2000);
    } finally {
      await older.release();
      await subscription.stop();
    }
  });

  const checkpointed = (name: string, received: StoredEvent[], extra: Partial<SubscriptionOptions> = {}) =>
    startSubscription({
      name,
      db,
      batchSize: 3,
      pollMs: 50,
      retryMs: 50,
      loadCheckpoint: () => loadPgCheckpoint(db.manager, name),
      handle: (events, last) =>
        db.transaction(async (tx) => {
          await savePgCheckpoint(tx, name, last);
          received.push(...events);
        }),
      ...extra,
    });

  it('continues after its stored checkpoint when restarted', async () => {
    const name = `restart-${run}`;
    const streamId = `restart-${run}`;
    const received: StoredEvent[] = [];
    for (let i = 0; i < 3; i++) await appendOne(streamId);
    const first = checkpointed(name, received);
    await waitFor('the first three', () => received.filter((e) => e.streamId === streamId).length === 3);
    await first.caughtUp();
    await first.stop();
    const stored = await loadPgCheckpoint(db.manager, name);
    expect(stored).toEqual({ transactionId: received.at(-1)?.transactionId, globalPosition: received.at(-1)?.globalPosition });

    const handledBefore = received.length;
    for (let i = 0; i < 2; i++) await appendOne(streamId);
    const second = checkpointed(name, received);
    try {
      await waitFor('the next two', () => received.filter((e) => e.streamId === streamId).length === 5);
      await second.caughtUp();
    } finally {
      await second.stop();
    }
    expectExactlyOnceInOrder(received);
    expect(received.slice(handledBefore).map((e) => e.streamId)).toEqual([streamId, streamId]);
  });

  it('retries a failing handler without skipping or recording the failed batch', async () => {
    const name = `failing-${run}`;
    const streamId = `failing-${run}`;
    const received: StoredEvent[] = [];
    const { errors, logger } = silentLogger();
    let failuresLeft = 2;
    await appendOne(streamId, 'Poison');
    await appendOne(streamId, 'After');
    const subscription = checkpointed(name, received, {
      logger,
      handle: (events, last) =>
        db.transaction(async (tx) => {
          await savePgCheckpoint(tx, name, last);
          if (events.some((e) => e.type === 'Poison') && failuresLeft-- > 0) throw new Error('read model unavailable');
          received.push(...events);
        }),
    });
    try {
      await waitFor('both events', () => received.filter((e) => e.streamId === streamId).length === 2);
      await subscription.caughtUp();
    } finally {
      await subscription.stop();
    }
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('read model unavailable');
    expect(received.filter((e) => e.streamId === streamId).map((e) => e.type)).toEqual(['Poison', 'After']);
    expectExactlyOnceInOrder(received);
  });
});
