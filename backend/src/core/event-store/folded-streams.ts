import type { EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared-query.js';
import { EVENT_COLUMNS } from './event-store.js';
import type { NewEvent, StoredEvent } from './event-store.types.js';
import { foldEvents, type Evolve, type LoadedStream } from './stream-loader.js';

interface Folded<S> extends LoadedStream<S> {
  /** The global position of the stream's event at `version`: proves the stream still holds it. */
  lastPosition: string;
}

/**
 * Streams folded once and kept: a later load reads only the events after the kept version. A busy
 * branch-day gains an event with every booking, and every booking of that day loads it under the
 * day's lock, so folding it whole each time would make each booking slower than the one before.
 *
 * Safe because streams only grow: the kept state is used only when the stream still holds the kept
 * last event at its version (a database reset, a test's truncate: the stream is folded afresh), and
 * the append's version check stays the guarantee. Only committed events are read, so a transaction
 * that rolls back leaves nothing kept. States are never mutated by evolve, so sharing them is safe.
 */
export class FoldedStreams<S, E extends NewEvent> {
  private readonly kept = new Map<string, Folded<S>>();

  constructor(
    private readonly evolve: Evolve<S, E>,
    private readonly initial: S,
    /** Streams kept at most; the least recently loaded goes first. */
    private readonly max: number,
  ) {}

  async load(manager: EntityManager, streamId: string): Promise<LoadedStream<S>> {
    const kept = this.kept.get(streamId);
    const events = await queryPrepared<StoredEvent>(
      manager,
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, kept?.version ?? 0],
    );
    return this.settle(manager, streamId, kept, events);
  }

  /**
   * Takes the stream's transaction-scoped advisory lock (keyed as `hashtextextended(streamId, 0)`) if
   * no other transaction holds it, and reads what load() reads in the same statement: one round trip
   * instead of two on every uncontended write. Undefined, having read nothing, when the lock is taken.
   *
   * The statement's snapshot is taken just before the lock: a writer that committed and let go of the
   * lock in between is not seen. The caller then decides on a stale state, and its append (at a
   * version that writer already used) is refused by the store's version key and retried, like any
   * conflict; the kept state is never ahead of what the stream holds, since only committed events are read.
   */
  async tryLockAndLoad(manager: EntityManager, streamId: string): Promise<LoadedStream<S> | undefined> {
    const kept = this.kept.get(streamId);
    const rows = await queryPrepared<Partial<StoredEvent> & { free: boolean }>(
      manager,
      `SELECT l.free, e.* FROM (SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS free) l
         LEFT JOIN LATERAL (
           SELECT ${EVENT_COLUMNS} FROM events WHERE l.free AND stream_id = $1 AND stream_version >= $2 ORDER BY stream_version
         ) e ON true`,
      [streamId, kept?.version ?? 0],
    );
    if (!rows[0]?.free) return undefined;
    const events = rows.filter((row) => row.streamId !== null).map(({ free: _free, ...event }) => event as StoredEvent);
    return this.settle(manager, streamId, kept, events);
  }

  /**
   * Waits for the stream's advisory lock and reads what load() reads once it is granted, in one round
   * trip (the `stream_after_lock` function: its read has a snapshot of its own, taken after the lock).
   */
  async lockAndLoad(manager: EntityManager, streamId: string): Promise<LoadedStream<S>> {
    const kept = this.kept.get(streamId);
    const events = await queryPrepared<StoredEvent>(
      manager,
      `SELECT ${EVENT_COLUMNS} FROM stream_after_lock($1, $2) ORDER BY stream_version`,
      [streamId, kept?.version ?? 0],
    );
    return this.settle(manager, streamId, kept, events);
  }

  /** Folds the events read after the kept version onto the kept state, or the stream whole when it is not the one kept. */
  private async settle(manager: EntityManager, streamId: string, keptAtRead: Folded<S> | undefined, read: StoredEvent[]): Promise<LoadedStream<S>> {
    const { kept, events } = this.newestKept(streamId, keptAtRead, read);
    let folded: Folded<S>;
    if (kept && events[0]?.streamVersion === kept.version && events[0].globalPosition === kept.lastPosition) {
      folded = this.folded(streamId, kept.state, events.slice(1), kept);
    } else if (kept) {
      // Not the stream that was kept: read it whole.
      this.kept.delete(streamId);
      return this.load(manager, streamId);
    } else {
      folded = this.folded(streamId, this.initial, events, undefined);
    }
    this.kept.delete(streamId);
    if (folded.version > 0) this.kept.set(streamId, folded);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    return { streamId, version: folded.version, state: folded.state };
  }

  /**
   * The kept state to fold the read onto: the one kept when the read was sent, or a later one that
   * other loads of this process kept while the read waited for the stream's lock, when the read holds
   * that state's last event (same version, same position). Every writer of a busy day queues on its
   * lock, each having read the kept state as it joined the queue: folding from there would fold the
   * whole queue's events again, once per writer.
   */
  private newestKept(streamId: string, kept: Folded<S> | undefined, events: StoredEvent[]): { kept: Folded<S> | undefined; events: StoredEvent[] } {
    const newest = this.kept.get(streamId);
    if (!newest || (kept && newest.version <= kept.version)) return { kept, events };
    const at = events.findIndex((event) => event.streamVersion === newest.version);
    if (at < 0 || events[at]!.globalPosition !== newest.lastPosition) return { kept, events };
    return { kept: newest, events: events.slice(at) };
  }

  private folded(streamId: string, state: S, events: StoredEvent[], kept: Folded<S> | undefined): Folded<S> {
    const last = events.at(-1);
    return {
      streamId,
      state: foldEvents(events, this.evolve, state),
      version: last?.streamVersion ?? kept?.version ?? 0,
      lastPosition: last?.globalPosition ?? kept?.lastPosition ?? '',
    };
  }
}
