import { Logger, type LoggerService } from '@nestjs/common';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
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
  const runner = new SubscriptionRunner(options);
  runner.start();
  return runner;
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

interface CaughtUpWaiter {
  /** Only a read that started after this one can prove the subscriber caught up. */
  afterRead: number;
  resolve(): void;
  reject(error: Error): void;
}

class SubscriptionRunner implements Subscription {
  private readonly store: EventStore;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly retryMs: number;
  private readonly connectionString: string;
  private readonly logger: Pick<LoggerService, 'error' | 'warn'>;
  /** Undefined until loaded, and again after a failure: the handler's own store is the truth. */
  private checkpoint: Checkpoint | undefined;
  private pass: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;
  private readsStarted = 0;
  private waiters: CaughtUpWaiter[] = [];
  private listener: pg.Client | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private gatherTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private settleTimer: NodeJS.Timeout | undefined;
  private settleDelayMs = 0;

  constructor(private readonly options: SubscriptionOptions) {
    this.store = new EventStore(options.db);
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 1000;
    this.retryMs = options.retryMs ?? 1000;
    this.logger = options.logger ?? new Logger(`Subscription ${options.name}`);
    const url = 'url' in options.db.options ? options.db.options.url : undefined;
    const connectionString = options.connectionString ?? url;
    if (!connectionString) throw new Error(`Subscription ${options.name} needs a connection string to LISTEN`);
    this.connectionString = connectionString;
  }

  start(): void {
    this.pollTimer = setInterval(() => this.wake(), this.pollMs);
    void this.listen();
    this.wake();
  }

  caughtUp(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error(`Subscription ${this.options.name} is stopped`));
    return new Promise((resolve, reject) => {
      this.waiters.push({ afterRead: this.readsStarted, resolve, reject });
      this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.relistenTimer);
    clearTimeout(this.settleTimer);
    clearTimeout(this.gatherTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.pass;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error(`Subscription ${this.options.name} stopped`));
  }

  private wakeAfterGathering(): void {
    const gatherMs = this.options.gatherMs ?? 0;
    if (gatherMs <= 0) return this.wake();
    this.gatherTimer ??= setTimeout(() => {
      this.gatherTimer = undefined;
      this.wake();
    }, gatherMs);
  }

  /** One pass at a time: a wake-up during a pass runs another pass right after it. */
  private wake(): void {
    if (this.stopped || this.retryTimer) return;
    if (this.pass) {
      this.wakeAgain = true;
      return;
    }
    this.wakeAgain = false;
    this.pass = this.drain().finally(() => {
      this.pass = undefined;
      if (this.wakeAgain) this.wake();
    });
  }

  private async drain(): Promise<void> {
    try {
      this.checkpoint ??= await this.options.loadCheckpoint();
      while (!this.stopped) {
        const read = ++this.readsStarted;
        const page = await this.store.readAll(this.checkpoint, this.batchSize);
        if (page.events.length > 0) {
          await this.options.handle(page.events, page.checkpoint);
          this.checkpoint = page.checkpoint;
        }
        if (page.events.length < this.batchSize) {
          this.resolveWaitersBefore(read);
          if (page.hasMore) this.recheckSoon();
          else this.settleDelayMs = 0;
          return;
        }
      }
    } catch (error) {
      this.checkpoint = undefined;
      this.wakeAgain = false;
      this.logger.error(`Batch failed, retrying in ${this.retryMs} ms: ${describe(error)}`);
      if (!this.stopped) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.wake();
        }, this.retryMs);
      }
    }
  }

  /**
   * Events are committed but wait behind an older transaction, anywhere on the server, that may never
   * NOTIFY. Look again soon, backing off towards the poll interval while it stays open.
   */
  private recheckSoon(): void {
    this.settleDelayMs = Math.min(this.pollMs, Math.max(10, this.settleDelayMs * 2));
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.wake(), this.settleDelayMs);
  }

  private resolveWaitersBefore(read: number): void {
    const ready = this.waiters.filter((waiter) => waiter.afterRead < read);
    this.waiters = this.waiters.filter((waiter) => waiter.afterRead >= read);
    for (const waiter of ready) waiter.resolve();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.listener = client;
    client.on('notification', () => this.wakeAfterGathering());
    client.on('error', (error) => this.relisten(client, error));
    client.on('end', () => this.relisten(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Commits made while no listener was connected sent their NOTIFY to nobody.
      this.wake();
    } catch (error) {
      this.relisten(client, error);
    }
  }

  private relisten(client: pg.Client, error: unknown): void {
    if (this.listener !== client || this.stopped) return;
    this.listener = undefined;
    this.logger.warn(`LISTEN connection lost, reconnecting in ${this.retryMs} ms: ${describe(error)}`);
    client.end().catch(() => undefined);
    this.relistenTimer = setTimeout(() => void this.listen(), this.retryMs);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
