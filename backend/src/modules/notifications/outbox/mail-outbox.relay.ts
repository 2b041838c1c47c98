import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { startListenLoop, type ListenLoop } from '../../../core/database/listen-loop.js';
import { startLeaderLock, type LeaderLock } from '../../../core/event-store/leader-lock.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import { SEND_MAIL_JOB, type MailQueueJobData } from '../send-mail.job.js';
import { MAIL_OUTBOX_CHANNEL, mailOutboxJobId } from './mail-outbox.js';

/** How often a standby worker tries to take over the relay. */
const LEADER_RETRY_MS = 5000;
/** Safety net for a lost NOTIFY, and the pause before trying again while Redis is away. */
const POLL_MS = 1000;

/** Names the relay's leader lock. */
export const MAIL_OUTBOX_RELAY = 'mail-outbox';

const BATCH = 200;

/**
 * Hands the outbox's mail to the queue, in one worker at a time (a leader lock, as for the feed
 * subscribers). Jobs are added before their entries are deleted, so a Redis outage leaves the mail
 * waiting in PostgreSQL, and each job's id is its entry's, so a relay that dies between the two steps
 * and runs again adds nothing twice. The mail stays sealed in the job (only the worker sending it opens
 * it) and its entry is deleted once queued.
 */
@Injectable()
export class MailOutboxRelay implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MailOutboxRelay.name);
  private leadership: LeaderLock | undefined;
  private loop: ListenLoop | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QueueName.Mail) private readonly queue: Queue<MailQueueJobData>,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.leadership = startLeaderLock({
      name: MAIL_OUTBOX_RELAY,
      connectionString: this.config.DATABASE_URL,
      retryMs: LEADER_RETRY_MS,
      logger: this.logger,
      lead: () => {
        const loop = startListenLoop({
          name: 'Mail outbox relay',
          channel: MAIL_OUTBOX_CHANNEL,
          connectionString: this.config.DATABASE_URL,
          pollMs: POLL_MS,
          retryMs: POLL_MS,
          logger: this.logger,
          pass: () => this.relayBatch(),
        });
        this.loop = loop;
        return async () => {
          this.loop = undefined;
          await loop.stop();
        };
      },
    });
  }

  /** Before the queue and database connections close (they close at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    await this.leadership?.stop();
    this.leadership = undefined;
  }

  /** Resolves once this worker leads the relay and the outbox, as it stood when called, is queued. */
  async relayed(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.loop) {
      if (Date.now() > deadline) throw new Error(`${MAIL_OUTBOX_RELAY} is not leading after ${timeoutMs} ms`);
      await sleep(25);
    }
    await this.loop.idle();
  }

  private async relayBatch(): Promise<boolean> {
    const entries = (await this.db.query('SELECT id, sealed FROM mail_outbox ORDER BY created_at, id LIMIT $1', [BATCH])) as { id: string; sealed: string }[];
    if (entries.length === 0) return false;
    // Queued commands would wait for Redis in memory; the mail waits better in PostgreSQL.
    if ((await this.queue.getBackend().client).status !== 'ready') throw new Error('Redis is not reachable; the mail waits in the outbox');
    const jobs = entries.map((entry) => ({ name: SEND_MAIL_JOB, data: { outboxId: entry.id, sealed: entry.sealed }, opts: { jobId: mailOutboxJobId(entry.id) } }));
    await this.queue.addBulk(jobs);
    await this.db.query('DELETE FROM mail_outbox WHERE id = ANY($1::uuid[])', [entries.map((entry) => entry.id)]);
    return entries.length === BATCH;
  }
}
