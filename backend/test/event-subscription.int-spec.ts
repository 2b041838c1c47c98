import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { START, type StoredEvent } from '../src/core/event-store/event-store.types.js';
import { loadPgCheckpoint, savePgCheckpoint, startSubscription, type SubscriptionOptions } from '../src/core/event-store/event-subscription.js';
import { expectExactlyOnceInOrder, one, silentLogger, useEventStoreDatabase, waitFor } from './support/event-store-fixture.js';

/** Subscriptions on the ordered feed: woken by NOTIFY, gathering rushes, resuming and retrying. */
const t = useEventStoreDatabase();
const { run, collecting, someSession } = t;

describe('subscriptions', () => {
  const appendOne = (streamId: string, type = 'Ping') => t.store.append([one(streamId, 'any', type)], {});

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
    const subscription = startSubscription({ name: `gather-${run}`, db: t.db, pollMs: 10000, gatherMs: 500, loadCheckpoint: async () => START, handle: async (events) => void batches.push(events) });
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
    const older = t.db.createQueryRunner();
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
      db: t.db,
      batchSize: 3,
      pollMs: 50,
      retryMs: 50,
      loadCheckpoint: () => loadPgCheckpoint(t.db.manager, name),
      handle: (events, last) =>
        t.db.transaction(async (tx) => {
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
    const stored = await loadPgCheckpoint(t.db.manager, name);
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
        t.db.transaction(async (tx) => {
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
