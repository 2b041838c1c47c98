import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { withConflictRetry } from '../src/core/event-store/conflict-retry.js';
import { ConcurrencyError, START, type ExpectedVersion, type StoredEvent } from '../src/core/event-store/event-store.types.js';
import { expectExactlyOnceInOrder, inFeedOrder, meta, one, useEventStoreDatabase, waitFor } from './support/event-store-fixture.js';

/** The event store itself: appends with their versions, several streams at once, and the ordered feed. */
const t = useEventStoreDatabase();
const { run, collecting, someSession } = t;

describe('append and readStream', () => {
  it('round-trips events with metadata and consecutive versions', async () => {
    const streamId = `booking-${run}-1`;
    const placed = { type: 'BookingPlaced', data: { slot: 3, note: 'quote " and \\ ok' } };
    const appended = await t.store.append([{ streamId, expectedVersion: 'no_stream', events: [placed, { type: 'BookingConfirmed', data: {} }] }], meta);
    const { version, events } = await t.store.readStream(streamId);
    expect(version).toBe(2);
    expect(events).toEqual(appended);
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([[1, 'BookingPlaced'], [2, 'BookingConfirmed']]);
    expect(events[0]).toMatchObject({ streamId, data: placed.data, metadata: meta });
    expect(events[0].globalPosition).toMatch(/^\d+$/);
    expect(events[0].transactionId).toMatch(/^\d+$/);
    expect(events[1].transactionId).toBe(events[0].transactionId);
    expect(events[0].recordedAt).toBeInstanceOf(Date);
    expect(await t.store.readStream(`booking-${run}-none`)).toEqual({ version: 0, events: [] });
  });

  it('enforces the expected version', async () => {
    const streamId = `booking-${run}-2`;
    const append = (expectedVersion: ExpectedVersion) => t.store.append([one(streamId, expectedVersion)], {});
    await append('no_stream');
    await expect(append('no_stream')).rejects.toMatchObject({ name: 'ConcurrencyError', streamId, expected: 'no_stream', actual: 1 });
    await expect(append(0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append(2)).rejects.toMatchObject({ expected: 2, actual: 1 });
    await append(1);
    await append('any');
    expect((await t.store.readStream(streamId)).events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('lets exactly one of 20 racing writers win, and withConflictRetry lands them all', async () => {
    const raced = `slots-${run}-race`;
    await t.store.append([one(raced, 'no_stream', 'Opened')], {});
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, writer) => t.store.append([one(raced, 1, 'Raced', { writer })], {})),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(failures).toHaveLength(19);
    for (const failure of failures) expect(failure).toBeInstanceOf(ConcurrencyError);
    expect((await t.store.readStream(raced)).version).toBe(2);

    const counted = `slots-${run}-retry`;
    // Each conflict means another writer landed a newer version, so 19 retries always suffice for 20.
    await Promise.all(
      Array.from({ length: 20 }, (_, writer) =>
        withConflictRetry(
          async () => {
            const { version } = await t.store.readStream(counted);
            await t.store.append([one(counted, version, 'Counted', { writer, seen: version })], {});
          },
          { retries: 19 },
        ),
      ),
    );
    const { events } = await t.store.readStream(counted);
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
      (await t.db.query(`SELECT stream_id AS "streamId" FROM events WHERE stream_id = ANY($1::text[]) ORDER BY global_position`, [streamIds])) as { streamId: string }[];
    await t.store.append([one(late, 'no_stream', 'SlotReleased'), one(early, 'no_stream', 'SlotReserved')], {});
    expect((await positions(early, late)).map((row) => row.streamId)).toEqual([early, late]);
    const stored = await t.store.append([one(late, 1, 'SlotReleased'), one(early, 1, 'SlotReserved')], {}, undefined, { inGivenOrder: true });
    expect(stored.map((event) => event.streamId)).toEqual([late, early]);
    expect(BigInt(stored[0]!.globalPosition)).toBeLessThan(BigInt(stored[1]!.globalPosition));
  });

  it('writes none of the streams when one conflicts on its version', async () => {
    const [a, b] = [`booking-${run}-a`, `slots-${run}-b`];
    await t.store.append([one(b, 'no_stream', 'SlotReserved')], {});
    const attempt = t.store.append([one(a, 'no_stream', 'BookingPlaced'), one(b, 0, 'SlotReserved')], {});
    await expect(attempt).rejects.toMatchObject({ streamId: b, expected: 0, actual: 1 });
    expect((await t.store.readStream(a)).version).toBe(0);
    expect((await t.store.readStream(b)).version).toBe(1);
  });

  it('writes none of the streams when a concurrent writer takes the version first (unique key)', async () => {
    const [a, b] = [`booking-${run}-c`, `slots-${run}-d`];
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    try {
      await t.store.append([one(b, 'no_stream', 'SlotReserved')], {}, holder.manager);
      const attempt = t.store.append([one(a, 'no_stream', 'BookingPlaced'), one(b, 'no_stream', 'SlotReserved')], {});
      attempt.catch(() => undefined);
      await waitFor('the second writer to block on the unique key', () =>
        someSession(`wait_event_type = 'Lock' AND query LIKE '%INSERT INTO events%'`),
      );
      await holder.commitTransaction();
      await expect(attempt).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: b, actual: 1 });
    } finally {
      await holder.release();
    }
    expect((await t.store.readStream(a)).version).toBe(0);
  });

  it('runs statements alongside the insert in its transaction, stamped as the events are, and none of them on a conflict', async () => {
    const table = `alongside_${run.replace(/\W/g, '_')}`;
    await t.db.query(`CREATE TABLE ${table} (stream_id text PRIMARY KEY, at timestamptz NOT NULL)`);
    try {
      const note = (streamId: string) => ({ sql: `INSERT INTO ${table} (stream_id, at) VALUES ($1, $2)`, params: [streamId, 'now'] });
      const streamId = `booking-${run}-f`;
      const [stored] = await t.db.transaction((tx) => t.store.append([one(streamId, 'no_stream')], {}, tx, { alongside: [note(streamId)] }));
      const rows: { at: Date }[] = await t.db.query(`SELECT at FROM ${table} WHERE stream_id = $1`, [streamId]);
      expect(rows.map((row) => row.at.getTime())).toEqual([stored!.recordedAt.getTime()]);
      const other = `booking-${run}-g`;
      await expect(t.store.append([one(streamId, 'no_stream')], {}, undefined, { alongside: [note(other)] })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(t.store.append([one(streamId, 0)], {}, undefined, { versionsRead: true, alongside: [note(other)] })).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE stream_id = $1`, [other])).toEqual([]);
    } finally {
      await t.db.query(`DROP TABLE ${table}`);
    }
  });

  it('leaves the caller’s transaction usable after a conflict', async () => {
    const streamId = `booking-${run}-e`;
    await t.db.transaction(async (tx) => {
      await t.store.append([one(streamId, 'no_stream', 'BookingPlaced')], {}, tx);
      await expect(t.store.append([one(streamId, 'no_stream', 'BookingPlaced')], {}, tx)).rejects.toBeInstanceOf(ConcurrencyError);
      await t.store.append([one(streamId, 1, 'BookingConfirmed')], {}, tx);
    });
    expect((await t.store.readStream(streamId)).events.map((e) => e.type)).toEqual(['BookingPlaced', 'BookingConfirmed']);
  });
});

describe('ordered feed', () => {
  const readFeed = async (): Promise<{ events: StoredEvent[]; hasMore: boolean }> => {
    const events: StoredEvent[] = [];
    for (let after = START; ; ) {
      const page = await t.store.readAll(after, 100);
      events.push(...page.events);
      if (page.events.length < 100) return { events, hasMore: page.hasMore };
      after = page.checkpoint;
    }
  };
  const readEverything = async (): Promise<StoredEvent[]> => (await readFeed()).events;

  it('holds back a later commit until the earlier transaction settles', async () => {
    const [early, late] = [`feed-${run}-early`, `feed-${run}-late`];
    const t1 = t.db.createQueryRunner();
    await t1.startTransaction();
    try {
      const [first] = await t.store.append([one(early, 'no_stream', 'Early')], {}, t1.manager);
      const [second] = await t.store.append([one(late, 'no_stream', 'Late')], {});
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
          await t.db.transaction(async (tx) => {
            await sleep(Math.random() * 5);
            const events = Array.from({ length: count }, (_, i) => ({ type: 'Written', data: { writer, n: written + i } }));
            await t.store.append([{ streamId, expectedVersion: written, events }], {}, tx);
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
