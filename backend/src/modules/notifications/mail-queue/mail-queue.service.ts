import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { MAIL_JOB_STATE_NAMES, MAIL_JOB_STATES, MAIL_QUEUE_MESSAGES, MAIL_QUEUE_PAGE, type Bilingual, type MailJobState, type MailQueueView } from '@dealer/contracts';
import type { Queue } from 'bullmq';
import { ApiError } from '../../../core/http/api-error.js';
import { QueueName } from '../../../core/queue/queue-names.js';
import type { MailQueueJobData } from '../send-mail.job.js';
import { mailJobRow } from './mail-job-row.js';

const isState = (value: string): value is MailJobState => (MAIL_JOB_STATES as readonly string[]).includes(value);

function notFailed(state: string): Bilingual {
  const name = MAIL_JOB_STATE_NAMES[isState(state) ? state : 'unknown'];
  const { en, ar } = MAIL_QUEUE_MESSAGES.notFailed;
  return { en: en.replace('{state}', name.en), ar: ar.replace('{state}', name.ar) };
}

/** The mail queue as admins see it, through BullMQ's own Queue API on the queue the worker consumes. */
@Injectable()
export class MailQueueService {
  constructor(@InjectQueue(QueueName.Mail) private readonly queue: Queue<MailQueueJobData>) {}

  async view(): Promise<MailQueueView> {
    const counts = await this.queue.getJobCounts(...MAIL_JOB_STATES);
    const lists = await Promise.all(
      MAIL_JOB_STATES.map(async (state) => {
        const jobs = await this.queue.getJobs(state, 0, MAIL_QUEUE_PAGE - 1);
        return [state, jobs.filter((job) => job !== undefined).map((job) => mailJobRow(job, state))] as const;
      }),
    );
    return {
      counts: Object.fromEntries(MAIL_JOB_STATES.map((state) => [state, counts[state] ?? 0])) as MailQueueView['counts'],
      jobs: Object.fromEntries(lists) as MailQueueView['jobs'],
    };
  }

  /** Sends a failed mail again, with a fresh set of attempts; any other state is refused with the state it is in. */
  async retry(jobId: string): Promise<void> {
    const job = await this.queue.getJob(jobId);
    if (!job) throw new ApiError(404, MAIL_QUEUE_MESSAGES.jobNotFound);
    const state = await job.getState();
    if (state !== 'failed') throw new ApiError(409, notFailed(state));
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    } catch {
      // Another admin retried it first, or it went away meanwhile: say what it is now.
      throw new ApiError(409, notFailed(await job.getState()));
    }
  }
}
