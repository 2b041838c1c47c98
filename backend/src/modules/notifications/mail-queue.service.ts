import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../core/queue/queue-names.js';
import { SEND_MAIL_JOB, type SendMailJobData } from './send-mail.job.js';

/** Puts mail on the queue. `jobId` makes a repeated enqueue of the same fact a no-op. */
@Injectable()
export class MailQueue {
  constructor(@InjectQueue(QueueName.Mail) private readonly queue: Queue<SendMailJobData>) {}

  async enqueue(data: SendMailJobData, jobId?: string): Promise<void> {
    await this.queue.add(SEND_MAIL_JOB, data, jobId ? { jobId } : undefined);
  }
}
