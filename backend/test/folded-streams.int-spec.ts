import { describe, expect, it } from '@jest/globals';
import { FoldedStreams } from '../src/core/event-store/folded-streams.js';
import type { NewEvent } from '../src/core/event-store/event-store.types.js';
import { meta, useEventStoreDatabase, waitFor } from './support/event-store-fixture.js';

/** Streams folded once and followed: later loads read only the new events, and never trust a stream that changed under them. */
const t = useEventStoreDatabase();

const counted = () => {
  const seen: number[] = [];
  const evolve = (state: number[], event: NewEvent) => {
    seen.push((event.data as { n: number }).n);
    return [...state, (event.data as { n: number }).n];
  };
  return { seen, streams: new FoldedStreams<number[], NewEvent>(evolve, [], 2) };
};
const numbered = (...ns: number[]) => ns.map((n) => ({ type: 'Numbered', data: { n } }));

describe('FoldedStreams', () => {
  it('folds a stream once, then only the events appended since', async () => {
    const streamId = `folded-${t.run}-1`;
    const { seen, streams } = counted();
    await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(1, 2, 3) }], meta);
    expect(await streams.load(t.db.manager, streamId)).toEqual({ streamId, version: 3, state: [1, 2, 3] });
    await t.store.append([{ streamId, expectedVersion: 3, events: numbered(4, 5) }], meta);
    expect(await streams.load(t.db.manager, streamId)).toEqual({ streamId, version: 5, state: [1, 2, 3, 4, 5] });
    expect(await streams.load(t.db.manager, streamId)).toEqual({ streamId, version: 5, state: [1, 2, 3, 4, 5] });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads a stream whole again when it no longer holds the event it was folded to', async () => {
    const streamId = `folded-${t.run}-2`;
    const { streams } = counted();
    await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(1, 2) }], meta);
    await streams.load(t.db.manager, streamId);
    // Gone and written anew (a reset database): same versions, other events.
    await t.db.query('DELETE FROM events WHERE stream_id = $1', [streamId]);
    await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(7, 8, 9) }], meta);
    expect(await streams.load(t.db.manager, streamId)).toEqual({ streamId, version: 3, state: [7, 8, 9] });
    await t.db.query('DELETE FROM events WHERE stream_id = $1', [streamId]);
    expect(await streams.load(t.db.manager, streamId)).toEqual({ streamId, version: 0, state: [] });
  });

  it('keeps a bounded number of streams, and an unknown stream folds from nothing', async () => {
    const { streams } = counted();
    for (const i of [3, 4, 5]) {
      const streamId = `folded-${t.run}-${i}`;
      await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(i) }], meta);
      expect((await streams.load(t.db.manager, streamId)).state).toEqual([i]);
    }
    expect((await streams.load(t.db.manager, `folded-${t.run}-3`)).state).toEqual([3]);
    expect(await streams.load(t.db.manager, `folded-${t.run}-none`)).toEqual({ streamId: `folded-${t.run}-none`, version: 0, state: [] });
  });

  it('takes a free lock and reads the stream in one statement, and reads nothing while another transaction holds the lock', async () => {
    const streamId = `folded-${t.run}-locked`;
    const { streams } = counted();
    await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(1, 2) }], meta);
    await t.db.transaction(async (holder) => {
      expect(await streams.tryLockAndLoad(holder, streamId)).toEqual({ streamId, version: 2, state: [1, 2] });
      await t.db.transaction(async (other) => expect(await streams.tryLockAndLoad(other, streamId)).toBeUndefined());
    });
    await t.store.append([{ streamId, expectedVersion: 2, events: numbered(3) }], meta);
    // Released at commit: the next transaction takes it and reads only what was appended since.
    await t.db.transaction(async (tx) => {
      expect(await streams.tryLockAndLoad(tx, streamId)).toEqual({ streamId, version: 3, state: [1, 2, 3] });
      const empty = `folded-${t.run}-empty`;
      expect(await streams.tryLockAndLoad(tx, empty)).toEqual({ streamId: empty, version: 0, state: [] });
    });
  });

  it('waits for a held lock, then reads what its holder committed meanwhile', async () => {
    const streamId = `folded-${t.run}-queued`;
    const { streams } = counted();
    await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(1, 2) }], meta);
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    try {
      await streams.tryLockAndLoad(holder.manager, streamId);
      await t.store.append([{ streamId, expectedVersion: 2, events: numbered(3) }], meta, holder.manager);
      const queued = t.db.transaction((tx) => streams.lockAndLoad(tx, streamId));
      await waitFor('the second reader to wait for the lock', () => t.someSession(`wait_event_type = 'Lock' AND query LIKE '%stream_after_lock%'`));
      await holder.commitTransaction();
      // A single statement would have taken its snapshot before waiting, and missed event 3.
      expect(await queued).toEqual({ streamId, version: 3, state: [1, 2, 3] });
    } finally {
      await holder.release();
    }
  });

  it('folds a queued read onto the state another load kept while it waited, not onto the one it started from', async () => {
    const streamId = `folded-${t.run}-rebased`;
    const { seen, streams } = counted();
    await t.store.append([{ streamId, expectedVersion: 'no_stream', events: numbered(1, 2) }], meta);
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    const waiting = (count: number) => () =>
      t.someSession(`(SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%stream_after_lock%') >= ${count}`);
    try {
      await streams.tryLockAndLoad(holder.manager, streamId);
      await t.store.append([{ streamId, expectedVersion: 2, events: numbered(3) }], meta, holder.manager);
      // Two writers queue on the lock, both having seen the state kept at version 2.
      const first = t.db.transaction(async (tx) => {
        const day = await streams.lockAndLoad(tx, streamId);
        await t.store.append([{ streamId, expectedVersion: day.version, events: numbered(4) }], meta, tx);
        return day;
      });
      await waitFor('the first writer to wait for the lock', waiting(1));
      const second = t.db.transaction((tx) => streams.lockAndLoad(tx, streamId));
      await waitFor('both writers to wait for the lock', waiting(2));
      await holder.commitTransaction();
      expect(await first).toEqual({ streamId, version: 3, state: [1, 2, 3] });
      expect(await second).toEqual({ streamId, version: 4, state: [1, 2, 3, 4] });
      // The second read held events 3 and 4; it folded only 4, onto what the first one kept.
      expect(seen).toEqual([1, 2, 3, 4]);
    } finally {
      await holder.release();
    }
  });
});
