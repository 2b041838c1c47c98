import type { EntityManager } from 'typeorm';
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
    const from = kept?.version ?? 0;
    const events: StoredEvent[] = await manager.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, from],
    );
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
