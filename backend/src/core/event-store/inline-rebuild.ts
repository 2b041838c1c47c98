import type { DataSource, EntityManager } from 'typeorm';
import { EVENT_COLUMNS } from './event-store.js';
import type { StoredEvent } from './event-store.types.js';

/** A read model kept in PostgreSQL in the same transaction as the events it shows. */
export interface InlineReadModel {
  name: string;
  tables: string[];
  project(manager: EntityManager, events: StoredEvent[]): Promise<void>;
}

export interface InlineRebuildResult {
  events: number;
  seconds: number;
  /** Every event was replayed (always, but for a trial cut short by its time). */
  complete: boolean;
}

export interface InlineRebuildOptions {
  /**
   * A trial: replays for at most this many seconds, then rolls everything back, the lists untouched.
   * It gives the rate of a rebuild over a store too large to wait for (the bench's years of history).
   */
  trialSeconds?: number;
}

/** Ends a trial's transaction by rolling it back. */
class TrialOver extends Error {}

const PAGE = 1000;

/**
 * Empties the models' tables and replays every committed event into them, in one transaction.
 *
 * Writers fill these tables in the transaction that appends their events, so the tables are locked
 * against writes first: a writer still busy finishes (and its events are replayed), a later one waits
 * and writes its own rows after the rebuild commits. Its events are not yet committed while we read,
 * so nothing is missed and nothing is written twice. Readers keep seeing the old rows until the commit.
 */
export async function rebuildInlineReadModels(db: DataSource, models: InlineReadModel[], { trialSeconds }: InlineRebuildOptions = {}): Promise<InlineRebuildResult> {
  const started = performance.now();
  const tables = models.flatMap((model) => model.tables);
  const overTime = () => trialSeconds !== undefined && performance.now() - started > trialSeconds * 1000;
  let replayed = 0;
  let complete = false;
  try {
    await db.transaction(async (tx) => {
      await tx.query(`LOCK TABLE ${tables.join(', ')} IN EXCLUSIVE MODE`);
      for (const table of tables) await tx.query(`DELETE FROM ${table}`);
      // Position order, not the feed's: under the lock every committed event counts, and within a stream
      // later versions always have later positions.
      for (let after = '0'; !overTime(); ) {
        const events: StoredEvent[] = await tx.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1::bigint ORDER BY global_position LIMIT $2`, [after, PAGE]);
        if (events.length === 0) {
          complete = true;
          break;
        }
        for (const model of models) await model.project(tx, events);
        replayed += events.length;
        after = events.at(-1)!.globalPosition;
      }
      if (trialSeconds !== undefined) throw new TrialOver();
    });
  } catch (error) {
    if (!(error instanceof TrialOver)) throw error;
  }
  return { events: replayed, seconds: (performance.now() - started) / 1000, complete };
}
