import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QueueName } from '../../../core/queue/queue-names.js';
import { openHolds, overdueHolds } from '../projections/waitlist.queries.js';
import { HoldLapser, type HoldToLapse } from './hold-lapser.js';

/** How often the sweeper looks for overdue holds: a hold outlives its expiry by at most about this. */
const HOLD_SWEEP_MS = 2000;
/** Holds handled per sweep; more wait for the next one. */
const SWEEP_BATCH = 200;
const LAPSE_JOB = 'LapseHold';

/**
 * Holds lapse twice over, in worker processes: a BullMQ job per hold delayed to its expiry (job id =
 * hold id, so adding it again is a no-op), and a sweeper that at start and every HOLD_SWEEP_MS lapses
 * whatever the read model shows overdue and schedules the jobs of new holds. Jobs and sweeps may meet
 * on one hold, and several workers may sweep at once: a lapse is a decision on the day's stream, so
 * only the first changes anything. A hold that expired while every worker was down lapses at the next
 * start, and the next in line is offered then.
 */
@Processor(QueueName.WaitlistHolds)
@Injectable()
export class HoldExpiryWorker extends WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(HoldExpiryWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QueueName.WaitlistHolds) private readonly queue: Queue<HoldToLapse>,
    private readonly lapser: HoldLapser,
  ) {
    super();
  }

  async process(job: Job<HoldToLapse>): Promise<void> {
    await this.lapser.lapse(job.data);
  }

  onApplicationBootstrap(): void {
    const tick = () => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.logger.error({ msg: 'waitlist hold sweep failed', error: String(error) }))
        .finally(() => (this.sweeping = undefined));
    };
    tick();
    this.timer = setInterval(tick, HOLD_SWEEP_MS);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** Lapses the overdue holds, then makes sure every open hold has its delayed job. */
  async sweep(): Promise<void> {
    const now = new Date();
    for (const hold of await overdueHolds(this.db.manager, now, SWEEP_BATCH)) {
      await this.lapser.lapse(hold).catch((error: unknown) => this.logger.warn({ msg: 'hold lapse failed; retried next sweep', holdId: hold.holdId, error: String(error) }));
    }
    const open = await openHolds(this.db.manager, SWEEP_BATCH);
    if (open.length === 0) return;
    await this.queue.addBulk(
      open.map(({ holdId, branchId, date, expiresAt }) => ({
        name: LAPSE_JOB,
        data: { holdId, branchId, date },
        opts: { jobId: holdId, delay: Math.max(0, new Date(expiresAt).getTime() - Date.now()) },
      })),
    );
  }
}
