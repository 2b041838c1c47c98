import type { LoggerService } from '@nestjs/common';
import pg from 'pg';

export interface ListenLoopOptions {
  /** Names the loop in logs. */
  name: string;
  /** The NOTIFY channel that announces new work. */
  channel: string;
  connectionString: string;
  /** Safety net for lost notifications (NOTIFY is not delivered while the listener reconnects). */
  pollMs: number;
  /** Pause before retrying a failed pass or reconnecting the listener. */
  retryMs: number;
  /**
   * How long a NOTIFY waits before the pass it triggers, so the work of a rush is gathered into a few
   * large passes rather than one per commit; 0 (the default) passes at once.
   */
  gatherMs?: number;
  logger: Pick<LoggerService, 'warn' | 'error'>;
  /** Does one batch of work; resolves true when more is waiting at once. */
  pass(loop: PassControl): Promise<boolean>;
  /** Told about a failed pass before the retry is scheduled, e.g. to forget state the failure made doubtful. */
  onFailure?(error: unknown): void;
}

export interface PassControl {
  /**
   * Asks for another pass after `delayMs`, for work known to be waiting that no NOTIFY will announce
   * (a later request replaces an earlier one).
   */
  wakeAfter(delayMs: number): void;
}

export interface ListenLoop {
  /** Resolves once a pass started after this call found nothing more to do. */
  idle(): Promise<void>;
  /**
   * Stops waking and closes the LISTEN connection; waits up to `graceMs` for the pass in progress
   * (a pass stuck on an unreachable server must not hold a shutdown forever); `Infinity` waits it out.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Runs `pass` whenever PostgreSQL announces work on a channel, and every `pollMs` in case an
 * announcement was lost; one pass at a time, a failed one retried after `retryMs`.
 */
export function startListenLoop(options: ListenLoopOptions): ListenLoop {
  const loop = new ListenLoopRunner(options);
  loop.start();
  return loop;
}

interface IdleWaiter {
  afterPass: number;
  resolve(): void;
  reject(error: Error): void;
}

class ListenLoopRunner implements ListenLoop {
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;
  private passesStarted = 0;
  private waiters: IdleWaiter[] = [];
  private listener: pg.Client | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private gatherTimer: NodeJS.Timeout | undefined;
  private wakeAfterTimer: NodeJS.Timeout | undefined;
  private readonly control: PassControl = {
    wakeAfter: (delayMs) => {
      clearTimeout(this.wakeAfterTimer);
      if (!this.stopped) this.wakeAfterTimer = setTimeout(() => this.wake(), delayMs);
    },
  };

  constructor(private readonly options: ListenLoopOptions) {}

  start(): void {
    this.pollTimer = setInterval(() => this.wake(), this.options.pollMs);
    void this.listen();
    this.wake();
  }

  idle(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error(`${this.options.name} is stopped`));
    return new Promise((resolve, reject) => {
      this.waiters.push({ afterPass: this.passesStarted, resolve, reject });
      this.wake();
    });
  }

  async stop(graceMs = 5000): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.relistenTimer);
    clearTimeout(this.gatherTimer);
    clearTimeout(this.wakeAfterTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    if (Number.isFinite(graceMs)) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([this.running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
      clearTimeout(grace);
    } else {
      await this.running;
    }
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error(`${this.options.name} stopped`));
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
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.wakeAgain = false;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.wakeAgain) this.wake();
    });
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const pass = ++this.passesStarted;
        if (!(await this.options.pass(this.control))) {
          this.resolveWaitersBefore(pass);
          return;
        }
      }
    } catch (error) {
      this.wakeAgain = false;
      this.options.onFailure?.(error);
      this.options.logger.error(
        `${this.options.name} failed, retrying in ${this.options.retryMs} ms: ${describe(error)}`,
        ...(error instanceof Error && error.stack ? [error.stack] : []),
      );
      if (!this.stopped) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.wake();
        }, this.options.retryMs);
      }
    }
  }

  private resolveWaitersBefore(pass: number): void {
    const ready = this.waiters.filter((waiter) => waiter.afterPass < pass);
    this.waiters = this.waiters.filter((waiter) => waiter.afterPass >= pass);
    for (const waiter of ready) waiter.resolve();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    this.listener = client;
    client.on('notification', () => this.wakeAfterGathering());
    client.on('error', (error) => this.relisten(client, error));
    client.on('end', () => this.relisten(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channelIdentifier(client, this.options.channel)}`);
      // Work announced while no listener was connected was announced to nobody.
      this.wake();
    } catch (error) {
      this.relisten(client, error);
    }
  }

  private relisten(client: pg.Client, error: unknown): void {
    if (this.listener !== client || this.stopped) return;
    this.listener = undefined;
    this.options.logger.warn(`${this.options.name}: LISTEN connection lost, reconnecting in ${this.options.retryMs} ms: ${describe(error)}`);
    client.end().catch(() => undefined);
    this.relistenTimer = setTimeout(() => void this.listen(), this.options.retryMs);
  }
}

/** A plain lower-case name is the same channel quoted or not; it is written bare, as operators look for it. */
function channelIdentifier(client: pg.Client, channel: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(channel) ? channel : client.escapeIdentifier(channel);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
