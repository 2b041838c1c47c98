import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config.js';
import { MailTransport } from '../../core/mail/mail-transport.js';
import { QueueName } from '../../core/queue/queue-names.js';
import { BookingReminders } from './booking-mail/booking-reminders.service.js';
import type { MailQueueJobData, SendMailJobData } from './send-mail.job.js';
import { renderMail } from './templates/mail-templates.js';

/**
 * Runs in the worker process only. Failures throw so BullMQ retries with backoff. The result names
 * what happened, so the queue shows why a reminder sent nothing.
 */
@Processor(QueueName.Mail)
export class SendMailProcessor extends WorkerHost {
  private readonly logger = new Logger(SendMailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
    private readonly reminders: BookingReminders,
  ) {
    super();
  }

  async process(job: Job<MailQueueJobData>): Promise<'sent' | 'skipped'> {
    const data: SendMailJobData | null = 'template' in job.data ? job.data : await this.reminders.mailFor(job.data, new Date());
    if (!data) {
      this.logger.log({ msg: 'reminder skipped: booking no longer open at that slot', jobId: job.id });
      return 'skipped';
    }
    const mail = renderMail(data, { brandName: this.config.BRAND_NAME, publicUrl: this.config.publicUrl, mailFrom: this.config.MAIL_FROM });
    await this.transport.send({ to: data.to, ...mail });
    this.logger.log({ msg: 'mail sent', template: data.template, jobId: job.id, attempt: job.attemptsMade + 1 });
    return 'sent';
  }
}
