import type { LoggerService } from '@nestjs/common';
import pg from 'pg';

export interface LeaderLockOptions {
  /** Names the lock; workers using the same name on the same database elect one leader. */
  name: string;
  connectionString: string;
  /** How often a follower tries to take over, and how often the leader checks its connection. */
  retryMs: number;
  logger: Pick<LoggerService, 'log' | 'warn'>;
  /** Starts the leader's work; the returned function stops it. */
  lead(): () => Promise<void>;
}

export interface LeaderLock {
  /** Stops leading (or trying to), releasing the lock. */
  stop(): Promise<void>;
}

/**
 * Leadership through a session-level PostgreSQL advisory lock held on a dedicated connection. The
 * lock lives exactly as long as that session, so a crashed or cut-off leader frees it without any
 * lease bookkeeping; the next worker to try takes over. PostgreSQL is already shared state for every
 * worker, so no extra component is needed to elect one.
 */
export function startLeaderLock(options: LeaderLockOptions): LeaderLock {
  const runner = new LeaderLockRunner(options);
  runner.attempt();
  return runner;
}

class LeaderLockRunner implements LeaderLock {
  private client: pg.Client | undefined;
  private stopLeading: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pending: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: LeaderLockOptions) {}

  /** Every state change runs in one chain, so stop() never races a half-taken lock. */
  attempt(): void {
    this.pending = this.pending.then(() => this.tryToLead());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pending;
    await this.resign();
  }

  private async tryToLead(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.connectionString, keepAlive: true });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [this.options.name]);
      if (!rows[0]?.locked || this.stopped) {
        await client.end();
        this.retryLater();
        return;
      }
      this.stopLeading = this.options.lead();
      this.client = client;
      this.options.logger.log(`Leading ${this.options.name}`);
      this.retryLater();
    } catch (error) {
      this.options.logger.warn(`Could not take the ${this.options.name} lock: ${describe(error)}`);
      await client.end().catch(() => undefined);
      this.retryLater();
    }
  }

  /**
   * A follower tries again; the leader pings its session, because a connection that died quietly
   * (network cut) may already have lost the lock to another worker.
   */
  private retryLater(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      if (!this.client) return this.attempt();
      const client = this.client;
      client.query('SELECT 1').then(
        () => this.retryLater(),
        (error: unknown) => this.lost(client, error),
      );
    }, this.options.retryMs);
  }

  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return;
    this.options.logger.warn(`Lost the ${this.options.name} lock: ${describe(error)}`);
    clearTimeout(this.timer);
    this.pending = this.pending.then(async () => {
      await this.resign();
      this.retryLater();
    });
  }

  private async resign(): Promise<void> {
    const client = this.client;
    const stopLeading = this.stopLeading;
    this.client = undefined;
    this.stopLeading = undefined;
    await stopLeading?.();
    // Ending the session releases the session-level lock; no explicit unlock round trip needed.
    await client?.end().catch(() => undefined);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
