import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DatabaseError } from 'pg';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared-query.js';
import {
  ConcurrencyError,
  type Checkpoint,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
  type StoredEvent,
  type StreamAppend,
} from './event-store.types.js';
import { foldEvents, type Evolve, type LoadedStream } from './stream-loader.js';

/** 64-bit columns come back as text so they keep full precision (see StoredEvent). */
export const EVENT_COLUMNS = `
  global_position::text AS "globalPosition", transaction_id::text AS "transactionId", stream_id AS "streamId",
  stream_version AS "streamVersion", type, data, metadata, recorded_at AS "recordedAt"`;

const STREAM_VERSION_KEY = 'events_stream_version_key';

/** Channel woken at every commit that appended events; subscriptions LISTEN on it. */
export const EVENTS_CHANNEL = 'events';

export interface StreamState {
  /** 0 when the stream has no events. */
  version: number;
  events: StoredEvent[];
}

export interface AppendOptions {
  /**
   * Inside a caller's transaction the batch runs under a savepoint so the transaction survives a
   * conflict. Callers that abandon the transaction on any conflict can skip it (two round trips).
   */
  savepoint?: boolean;
  /**
   * The caller read each stream in this transaction, or appends a new stream under a fresh random id,
   * so no expected version is ahead of the stream: the query that checks them is skipped, and a writer
   * that got there first is refused by the unique key (stream_id, stream_version) instead, with the
   * same ConcurrencyError. Ignored when an append expects 'any'.
   */
  versionsRead?: boolean;
  /**
   * The events' order across streams matters to readers of the feed (a move releases a place before
   * it takes another under the same reservation id), so rows go in the order given rather than by
   * stream id. Only for callers that hold a lock on every stream they append to: two batches writing
   * the same streams in opposite orders could otherwise deadlock.
   */
  inGivenOrder?: boolean;
  /**
   * Statements on other tables (inline read models) run by the same statement as the insert, saving
   * a round trip per append. Each numbers its own parameters from $1. They cannot see the new events
   * nor each other's changes, so each must touch a table of its own.
   */
  alongside?: readonly SqlStatement[];
  /**
   * The append is its transaction's last statement: COMMIT is sent right behind it (queryPrepared's
   * `commit`), and the transaction is over when append returns. Only with `savepoint: false`, in a
   * transaction started on the manager's own query runner (see core/database/own-transaction.ts).
   */
  commit?: boolean;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

export interface FeedPage {
  events: StoredEvent[];
  /** The checkpoint of the last event returned, or the one read after when nothing was returned. */
  checkpoint: Checkpoint;
  /**
   * The page was full, or committed events after it still wait for an older transaction to finish.
   * That transaction may write no events, so no NOTIFY announces the moment they become readable.
   */
  hasMore: boolean;
}

/** The append-only PostgreSQL event store (ARCHITECTURE §4). */
@Injectable()
export class EventStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async readStream(streamId: string, manager: EntityManager = this.db.manager): Promise<StreamState> {
    const events = await queryPrepared<StoredEvent>(manager, `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    return { version: events.at(-1)?.streamVersion ?? 0, events };
  }

  /** Reads a stream and folds it into its decider's state (see foldEvents). */
  async loadStream<S, E extends NewEvent>(streamId: string, evolve: Evolve<S, E>, initial: S, manager: EntityManager = this.db.manager): Promise<LoadedStream<S>> {
    const { version, events } = await this.readStream(streamId, manager);
    return { streamId, version, state: foldEvents(events, evolve, initial) };
  }

  /**
   * Appends to several streams atomically: any version conflict throws ConcurrencyError and writes none
   * of them. Inside the caller's transaction (so inline read models commit with the events) the batch
   * runs under a savepoint, which leaves that transaction usable after a conflict.
   */
  async append(
    appends: StreamAppend[],
    metadata: EventMetadata,
    manager: EntityManager = this.db.manager,
    { savepoint = true, versionsRead = false, inGivenOrder = false, alongside = [], commit = false }: AppendOptions = {},
  ): Promise<StoredEvent[]> {
    const streamIds = appends.map((append) => append.streamId);
    if (commit && (savepoint || !manager.queryRunner?.isTransactionActive)) throw new Error('An append that commits runs in its caller\'s transaction, without a savepoint');
    if (new Set(streamIds).size !== streamIds.length) throw new Error(`Each stream may appear once per append: ${streamIds.join(', ')}`);
    // Without a savepoint a conflict spoils the caller's transaction: only for callers that give up on one anyway.
    const inTransaction = <T>(work: (tx: EntityManager) => Promise<T>) =>
      !savepoint && manager.queryRunner?.isTransactionActive ? work(manager) : manager.transaction(work);
    return inTransaction(async (tx) => {
      const known = versionsRead && appends.every((append) => append.expectedVersion !== 'any');
      const versions = known ? expectedVersions(appends) : await currentVersions(tx, streamIds);
      for (const { streamId, expectedVersion } of appends) {
        const actual = versions.get(streamId) ?? 0;
        if (!matches(expectedVersion, actual)) throw new ConcurrencyError(streamId, expectedVersion, actual);
      }
      // Rows go in stream id order so two batches touching the same streams cannot deadlock each other.
      const rows = (inGivenOrder ? appends : [...appends].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0)))
        .flatMap(({ streamId, events }) =>
          events.map((event, index) => ({
            streamId,
            streamVersion: (versions.get(streamId) ?? 0) + index + 1,
            type: event.type,
            data: event.data ?? null,
          })),
        );
      if (rows.length === 0) return [];
      const stored = await insertEvents(tx, rows, metadata, alongside, commit).catch((error: unknown) => {
        throw asConcurrencyError(error, appends) ?? error;
      });
      const inputOrder = new Map(streamIds.map((streamId, index) => [streamId, index]));
      return stored.sort(
        (a, b) => (inputOrder.get(a.streamId) ?? 0) - (inputOrder.get(b.streamId) ?? 0) || a.streamVersion - b.streamVersion,
      );
    });
  }

  /**
   * The ordered feed of all events after a checkpoint. Positions are handed out before commit, so a
   * transaction that started earlier can commit events "behind" ones already read. Reading only below the
   * oldest transaction still running (the snapshot's xmin), in (transaction_id, global_position) order,
   * means everything before the returned checkpoint has settled and nothing is ever skipped.
   */
  async readAll(after: Checkpoint, limit: number, manager: EntityManager = this.db.manager): Promise<FeedPage> {
    const events = await queryPrepared<StoredEvent>(
      manager,
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    const last = events.at(-1);
    const checkpoint = last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after;
    return { events, checkpoint, hasMore: events.length === limit || (await this.hasEventsAfter(checkpoint, manager)) };
  }

  /**
   * Unlike readAll, ignores xmin: sees committed events that older open transactions still hold back.
   * Ordered and limited rather than EXISTS: the planner guesses a row comparison matches a fixed share of
   * the table, so with years of events EXISTS chose a sequential scan that, finding nothing after the
   * head, read the whole table on every poll of every subscription. EXISTS drops ORDER BY and LIMIT;
   * a plain query keeps them, and with them the feed's index.
   */
  private async hasEventsAfter(checkpoint: Checkpoint, manager: EntityManager): Promise<boolean> {
    const rows = await queryPrepared(
      manager,
      `SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) ORDER BY transaction_id, global_position LIMIT 1`,
      [checkpoint.transactionId, checkpoint.globalPosition],
    );
    return rows.length > 0;
  }
}

function matches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === 0;
  return expected === actual;
}

function expectedVersions(appends: StreamAppend[]): Map<string, number> {
  return new Map(appends.map(({ streamId, expectedVersion }) => [streamId, expectedVersion === 'no_stream' ? 0 : Number(expectedVersion)]));
}

async function currentVersions(tx: EntityManager, streamIds: string[]): Promise<Map<string, number>> {
  const rows: { streamId: string; version: number }[] = await tx.query(
    `SELECT stream_id AS "streamId", max(stream_version) AS version FROM events
      WHERE stream_id = ANY($1::text[]) GROUP BY stream_id`,
    [streamIds],
  );
  return new Map(rows.map((row) => [row.streamId, row.version]));
}

interface EventRow {
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
}

/**
 * One statement for the whole batch: the rows travel as a single JSON array parameter, and the same
 * statement queues the NOTIFY, which PostgreSQL delivers at commit only (never for a batch that rolled
 * back), and runs the statements `alongside`, as data-modifying WITH clauses, renumbered after its own.
 */
async function insertEvents(
  tx: EntityManager,
  rows: EventRow[],
  metadata: EventMetadata,
  alongside: readonly SqlStatement[],
  commit: boolean,
): Promise<StoredEvent[]> {
  const params: unknown[] = [JSON.stringify(rows), JSON.stringify(metadata), EVENTS_CHANNEL];
  const clauses = alongside.map((statement, index) => {
    const offset = params.length;
    params.push(...statement.params);
    return `, alongside${index} AS (${statement.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  return queryPrepared<StoredEvent>(
    tx,
    `WITH inserted AS (
       INSERT INTO events (stream_id, stream_version, type, data, metadata)
       SELECT row->>'streamId', (row->>'streamVersion')::int, row->>'type', row->'data', $2::jsonb
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS batch(row, ordinal)
        ORDER BY ordinal
       RETURNING ${EVENT_COLUMNS}),
     notified AS (SELECT pg_notify($3, ''))${clauses.join('')}
     SELECT inserted.* FROM inserted, notified`,
    params,
    { commit },
  );
}

/** A unique violation on (stream_id, stream_version): a concurrent writer appended that version first. */
function asConcurrencyError(error: unknown, appends: StreamAppend[]): ConcurrencyError | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const cause = error.driverError as Partial<DatabaseError>;
  if (cause.code !== '23505' || cause.constraint !== STREAM_VERSION_KEY) return undefined;
  // PostgreSQL names the clashing key: "Key (stream_id, stream_version)=(slots-1-2025-01-04, 3) already exists."
  const clash = /=\((.*), (\d+)\) already exists/.exec(cause.detail ?? '');
  const append = appends.find((candidate) => candidate.streamId === clash?.[1]) ?? appends[0];
  return new ConcurrencyError(append.streamId, append.expectedVersion, clash ? Number(clash[2]) : undefined);
}
