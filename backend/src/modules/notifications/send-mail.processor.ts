import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config.js';
import { MailTransport } from '../../core/mail/mail-transport.js';
import { QueueName } from '../../core/queue/queue-names.js';
import type { SendMailJobData } from './send-mail.job.js';
import { renderMail } from './templates/mail-templates.js';

/** Runs in the worker process only. Failures throw so BullMQ retries with backoff. */
@Processor(QueueName.Mail)
export class SendMailProcessor extends WorkerHost {
  private readonly logger = new Logger(SendMailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<SendMailJobData>): Promise<void> {
    const mail = renderMail(job.data, { brandName: this.config.BRAND_NAME, publicUrl: this.config.publicUrl });
    await this.transport.send({ to: job.data.to, ...mail });
    this.logger.log({ msg: 'mail sent', template: job.data.template, jobId: job.id, attempt: job.attemptsMade + 1 });
  }
}
