import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from '../src/core/database/data-source.js';
import { dropDatabase, ensureDatabase } from '../src/core/database/ensure-database.js';
import { EventStore, withRetry } from '../src/core/event-store/event-store.js';
import { ConcurrencyError, START, type Checkpoint, type StoredEvent } from '../src/core/event-store/event-store.types.js';
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
  db = new DataSource(dataSourceOptions(url));
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

const silentLogger = () => {
  const errors: string[] = [];
  return { errors, logger: { error: (message: string) => errors.push(message), warn: () => undefined } };
};

describe('append and readStream', () => {
  it('round-trips events with metadata and consecutive versions', async () => {
    const streamId = `booking-${run}-1`;
    const appended = await store.append(
      [{ streamId, expectedVersion: 'no_stream', events: [{ type: 'BookingPlaced', data: { slot: 3, note: 'quote " and \\ ok' } }, { type: 'BookingConfirmed', data: {} }] }],
      meta,
    );
    const { version, events } = await store.readStream(streamId);
    expect(version).toBe(2);
    expect(events).toEqual(appended);
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([[1, 'BookingPlaced'], [2, 'BookingConfirmed']]);
    expect(events[0]).toMatchObject({ streamId, data: { slot: 3, note: 'quote " and \\ ok' }, metadata: meta });
    expect(events[0].globalPosition).toMatch(/^\d+$/);
    expect(events[0].transactionId).toMatch(/^\d+$/);
    expect(events[1].transactionId).toBe(events[0].transactionId);
    expect(events[0].recordedAt).toBeInstanceOf(Date);
    expect(await store.readStream(`booking-${run}-none`)).toEqual({ version: 0, events: [] });
  });

  it('enforces the expected version', async () => {
    const streamId = `booking-${run}-2`;
    const append = (expectedVersion: 'no_stream' | 'any' | number) =>
      store.append([{ streamId, expectedVersion, events: [{ type: 'Noted', data: {} }] }], {});
    await append('no_stream');
    await expect(append('no_stream')).rejects.toMatchObject({ name: 'ConcurrencyError', streamId, expected: 'no_stream', actual: 1 });
    await expect(append(0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append(2)).rejects.toMatchObject({ expected: 2, actual: 1 });
    await append(1);
    await append('any');
    expect((await store.readStream(streamId)).events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('lets exactly one of 20 racing writers win, and withRetry lands them all', async () => {
    const raced = `slots-${run}-race`;
    await store.append([{ streamId: raced, expectedVersion: 'no_stream', events: [{ type: 'Opened', data: {} }] }], {});
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, writer) =>
        store.append([{ streamId: raced, expectedVersion: 1, events: [{ type: 'Raced', data: { writer } }] }], {}),
      ),
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
        withRetry(
          async () => {
            const { version } = await store.readStream(counted);
            await store.append([{ streamId: counted, expectedVersion: version, events: [{ type: 'Counted', data: { writer, seen: version } }] }], {});
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
  it('writes none of the streams when one conflicts on its version', async () => {
    const [a, b] = [`booking-${run}-a`, `slots-${run}-b`];
    await store.append([{ streamId: b, expectedVersion: 'no_stream', events: [{ type: 'SlotReserved', data: {} }] }], {});
    const attempt = store.append(
      [
        { streamId: a, expectedVersion: 'no_stream', events: [{ type: 'BookingPlaced', data: {} }] },
        { streamId: b, expectedVersion: 0, events: [{ type: 'SlotReserved', data: {} }] },
      ],
      {},
    );
    await expect(attempt).rejects.toMatchObject({ streamId: b, expected: 0, actual: 1 });
    expect((await store.readStream(a)).version).toBe(0);
    expect((await store.readStream(b)).version).toBe(1);
  });

  it('writes none of the streams when a concurrent writer takes the version first (unique key)', async () => {
    const [a, b] = [`booking-${run}-c`, `slots-${run}-d`];
    const holder = db.createQueryRunner();
    await holder.startTransaction();
    try {
      await store.append([{ streamId: b, expectedVersion: 'no_stream', events: [{ type: 'SlotReserved', data: {} }] }], {}, holder.manager);
      const attempt = store.append(
        [
          { streamId: a, expectedVersion: 'no_stream', events: [{ type: 'BookingPlaced', data: {} }] },
          { streamId: b, expectedVersion: 'no_stream', events: [{ type: 'SlotReserved', data: {} }] },
        ],
        {},
      );
      attempt.catch(() => undefined);
      await waitFor('the second writer to block on the unique key', async () => {
        const rows: unknown[] = await db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO events%'`,
          [databaseName],
        );
        return rows.length > 0;
      });
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
      await store.append([{ streamId, expectedVersion: 'no_stream', events: [{ type: 'BookingPlaced', data: {} }] }], {}, tx);
      await expect(store.append([{ streamId, expectedVersion: 'no_stream', events: [{ type: 'BookingPlaced', data: {} }] }], {}, tx)).rejects.toBeInstanceOf(ConcurrencyError);
      await store.append([{ streamId, expectedVersion: 1, events: [{ type: 'BookingConfirmed', data: {} }] }], {}, tx);
    });
    expect((await store.readStream(streamId)).events.map((e) => e.type)).toEqual(['BookingPlaced', 'BookingConfirmed']);
  });
});

describe('ordered feed', () => {
  const readEverything = async (): Promise<StoredEvent[]> => {
    const all: StoredEvent[] = [];
    for (let after = START; ; ) {
      const page = await store.readAll(after, 100);
      if (page.events.length === 0) return all;
      all.push(...page.events);
      after = page.checkpoint;
    }
  };

  it('holds back a later commit until the earlier transaction settles', async () => {
    const [early, late] = [`feed-${run}-early`, `feed-${run}-late`];
    const t1 = db.createQueryRunner();
    await t1.startTransaction();
    try {
      const [first] = await store.append([{ streamId: early, expectedVersion: 'no_stream', events: [{ type: 'Early', data: {} }] }], {}, t1.manager);
      const [second] = await store.append([{ streamId: late, expectedVersion: 'no_stream', events: [{ type: 'Late', data: {} }] }], {});
      expect(BigInt(second.globalPosition)).toBeGreaterThan(BigInt(first.globalPosition));

      // A reader by position alone would now pass T2's event and later skip T1's.
      const whileOpen = await readEverything();
      expect(whileOpen.map((e) => e.streamId)).not.toContain(late);
      expect(whileOpen.map((e) => e.streamId)).not.toContain(early);

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
    const received: StoredEvent[] = [];
    const subscription = startSubscription({
      name: `random-${run}`,
      db,
      batchSize: 7,
      pollMs: 50,
      loadCheckpoint: async () => START,
      handle: async (events) => void received.push(...events),
    });
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
      expect(new Set(received.map((e) => e.globalPosition)).size).toBe(received.length);
      expect(inFeedOrder(received)).toBe(true);
    } finally {
      await subscription.stop();
    }
  });
});

describe('subscriptions', () => {
  const appendOne = (streamId: string, type = 'Ping') => store.append([{ streamId, expectedVersion: 'any', events: [{ type, data: {} }] }], {});

  it('wakes on NOTIFY long before the next poll', async () => {
    const received: StoredEvent[] = [];
    const subscription = startSubscription({
      name: `listen-${run}`,
      db,
      pollMs: 10000,
      loadCheckpoint: async () => START,
      handle: async (events) => void received.push(...events),
    });
    try {
      await waitFor('the LISTEN connection', async () => {
        const rows: unknown[] = await db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN events'`, [databaseName]);
        return rows.length > 0;
      });
      await subscription.caughtUp();
      const startedAt = Date.now();
      await appendOne(`listen-${run}`);
      await waitFor('the notified event', () => received.some((e) => e.streamId === `listen-${run}`), 3000);
      expect(Date.now() - startedAt).toBeLessThan(1000);
    } finally {
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
    expect(new Set(received.map((e) => e.globalPosition)).size).toBe(received.length);
    expect(inFeedOrder(received)).toBe(true);
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
    expect(new Set(received.map((e) => e.globalPosition)).size).toBe(received.length);
    expect(inFeedOrder(received)).toBe(true);
  });
});
