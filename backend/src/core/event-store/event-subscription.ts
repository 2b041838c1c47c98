import { Logger, type LoggerService } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { startListenLoop, type PassControl } from '../database/listen-loop.js';
import { EVENTS_CHANNEL, EventStore } from './event-store.js';
import { START, type Checkpoint, type StoredEvent } from './event-store.types.js';

export interface SubscriptionOptions {
  /** Names the subscriber in logs and, by convention, its checkpoint row. */
  name: string;
  db: DataSource;
  /** Server for the LISTEN connection; defaults to the data source's url. */
  connectionString?: string;
  batchSize?: number;
  /** Safety net for lost notifications (NOTIFY is not delivered while the listener reconnects). */
  pollMs?: number;
  /** Pause before retrying a failed batch or reconnecting the listener. */
  retryMs?: number;
  /**
   * How long a NOTIFY waits before the read it triggers, so the events of a rush arrive in a few large
   * batches rather than one query (and one handler run) per commit. For subscribers whose output can
   * wait that long, such as mail; 0 (the default) reads at once.
   */
  gatherMs?: number;
  loadCheckpoint(): Promise<Checkpoint>;
  /**
   * Receives the next events in feed order. The handler stores `lastCheckpoint` itself, atomically with
   * its own writes, so a crash never records events as handled that were not (or the reverse).
   */
  handle(events: StoredEvent[], lastCheckpoint: Checkpoint): Promise<void>;
  logger?: Pick<LoggerService, 'error' | 'warn'>;
}

export interface Subscription {
  /** Stops waking, waits for the batch in progress, and closes the LISTEN connection. */
  stop(): Promise<void>;
  /** Resolves once everything the feed held (below xmin) when called has been handled. */
  caughtUp(): Promise<void>;
}

/** Feeds one subscriber from the ordered event feed, woken by NOTIFY with polling as a fallback. */
export function startSubscription(options: SubscriptionOptions): Subscription {
  const name = `Subscription ${options.name}`;
  const url = 'url' in options.db.options ? options.db.options.url : undefined;
  const connectionString = options.connectionString ?? url;
  if (!connectionString) throw new Error(`${name} needs a connection string to LISTEN`);
  const pollMs = options.pollMs ?? 1000;
  const reader = new FeedReader(options, pollMs);
  const loop = startListenLoop({
    name,
    channel: EVENTS_CHANNEL,
    connectionString,
    pollMs,
    retryMs: options.retryMs ?? 1000,
    gatherMs: options.gatherMs,
    logger: options.logger ?? new Logger(name),
    pass: (control) => reader.readBatch(control),
    onFailure: () => reader.forgetCheckpoint(),
  });
  return {
    // A pass starts before its read, so the loop's idleness is exactly "a read started after the call
    // found less than a full batch".
    caughtUp: () => loop.idle(),
    // Waits for the batch in progress however long it takes: its handler's writes must not outlive the stop.
    stop: () => loop.stop(Number.POSITIVE_INFINITY),
  };
}

export async function loadPgCheckpoint(manager: EntityManager, name: string): Promise<Checkpoint> {
  const rows: Checkpoint[] = await manager.query(
    `SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition"
       FROM event_checkpoints WHERE subscription = $1`,
    [name],
  );
  return rows[0] ?? START;
}

export async function savePgCheckpoint(manager: EntityManager, name: string, checkpoint: Checkpoint): Promise<void> {
  await manager.query(
    `INSERT INTO event_checkpoints (subscription, transaction_id, global_position) VALUES ($1, $2::xid8, $3::bigint)
     ON CONFLICT (subscription) DO UPDATE
       SET transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
    [name, checkpoint.transactionId, checkpoint.globalPosition],
  );
}

/** Reads the feed in batches and hands them to the subscriber; the listen loop decides when. */
class FeedReader {
  private readonly store: EventStore;
  private readonly batchSize: number;
  /** Undefined until loaded, and again after a failure: the handler's own store is the truth. */
  private checkpoint: Checkpoint | undefined;
  private settleDelayMs = 0;

  constructor(
    private readonly options: SubscriptionOptions,
    private readonly pollMs: number,
  ) {
    this.store = new EventStore(options.db);
    this.batchSize = options.batchSize ?? 500;
  }

  forgetCheckpoint(): void {
    this.checkpoint = undefined;
  }

  /** Resolves true when the batch was full, so more may be waiting at once. */
  async readBatch(control: PassControl): Promise<boolean> {
    this.checkpoint ??= await this.options.loadCheckpoint();
    const page = await this.store.readAll(this.checkpoint, this.batchSize);
    if (page.events.length > 0) {
      await this.options.handle(page.events, page.checkpoint);
      this.checkpoint = page.checkpoint;
    }
    if (page.events.length >= this.batchSize) return true;
    if (page.hasMore) this.recheckSoon(control);
    else this.settleDelayMs = 0;
    return false;
  }

  /**
   * Events are committed but wait behind an older transaction, anywhere on the server, that may never
   * NOTIFY. Look again soon, backing off towards the poll interval while it stays open.
   */
  private recheckSoon(control: PassControl): void {
    this.settleDelayMs = Math.min(this.pollMs, Math.max(10, this.settleDelayMs * 2));
    control.wakeAfter(this.settleDelayMs);
  }
}
