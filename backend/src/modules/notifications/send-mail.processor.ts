import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config.js';
import { MailTransport } from '../../core/mail/mail-transport.js';
import { QueueName } from '../../core/queue/queue-names.js';
import { manageTokenKey, offerTokenKey, signManageToken, signOfferToken } from '../booking/index.js';
import { BookingReminders } from './booking-mail/booking-reminders.service.js';
import { mailOutboxKey, openMail } from './outbox/mail-outbox.js';
import type { MailQueueJobData, SealedMailJobData, SendMailJobData } from './send-mail.job.js';
import { renderMail } from './templates/mail-templates.js';

/**
 * An SMTP server's 5xx answer (no such mailbox, refused sender) says the same on every attempt: the job
 * fails at once, with the server's words, for an admin to read and retry from the Mail Queue tab once
 * the cause is fixed. Timeouts, refused connections and 4xx answers are retried with backoff.
 */
function permanentRefusal(error: unknown): error is Error & { responseCode: number } {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Runs in the worker process only. Failures throw so BullMQ retries with backoff. The result names
 * what happened, so the queue shows why a reminder sent nothing.
 */
@Processor(QueueName.Mail)
export class SendMailProcessor extends WorkerHost {
  private readonly logger = new Logger(SendMailProcessor.name);
  private readonly outboxKey: Buffer;
  private readonly manageKey: Buffer;
  private readonly offerKey: Buffer;

  constructor(
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
    private readonly reminders: BookingReminders,
  ) {
    super();
    this.outboxKey = mailOutboxKey(config.SESSION_SECRET);
    this.manageKey = manageTokenKey(config.SESSION_SECRET);
    this.offerKey = offerTokenKey(config.SESSION_SECRET);
  }

  async process(job: Job<MailQueueJobData>): Promise<'sent' | 'skipped'> {
    const data: SendMailJobData | null =
      'template' in job.data ? job.data : 'sealed' in job.data ? this.open(job.data) : await this.reminders.mailFor(job.data, new Date());
    if (!data) {
      this.logger.log({ msg: 'reminder skipped: booking no longer open at that slot', jobId: job.id });
      return 'skipped';
    }
    const mail = renderMail(this.withManageLink(data), { brandName: this.config.BRAND_NAME, publicUrl: this.config.publicUrl, mailFrom: this.config.MAIL_FROM });
    await this.transport.send({ to: data.to, ...mail }).catch((error: unknown) => {
      throw permanentRefusal(error) ? new UnrecoverableError(error instanceof Error ? error.message : String(error)) : error;
    });
    this.logger.log({ msg: 'mail sent', template: data.template, jobId: job.id, attempt: job.attemptsMade + 1 });
    return 'sent';
  }

  /**
   * A mail about an upcoming booking links to the booking's page with a token that expires at its start
   * (see booking's manage-token.ts). Signed here, as the mail is written, so the queue never holds it.
   */
  private withManageLink(data: SendMailJobData): SendMailJobData {
    // A waitlist offer links to its offer page, with a token that expires with the hold.
    if (data.template === 'waitlist-offer') {
      const { holdId, expiresAt } = data.params;
      const token = signOfferToken(this.offerKey, holdId, new Date(expiresAt));
      return { ...data, params: { ...data.params, offerUrl: `${this.config.publicUrl}/waitlist/offer?token=${token}` } };
    }
    if (data.template !== 'booking-confirmed' && data.template !== 'booking-rescheduled' && data.template !== 'booking-reminder') return data;
    const { bookingId, slot } = data.params;
    const token = signManageToken(this.manageKey, bookingId, new Date(slot.startsAt));
    return { ...data, params: { ...data.params, manageUrl: `${this.config.publicUrl}/bookings/${bookingId}?token=${token}` } } as SendMailJobData;
  }

  /**
   * Sealed under another SESSION_SECRET, it can never be opened (and its links would not work either,
   * their tokens being keyed by the same secret): failed at once rather than retried.
   */
  private open(job: SealedMailJobData): SendMailJobData {
    try {
      return openMail(job.sealed, this.outboxKey, job.outboxId);
    } catch {
      throw new UnrecoverableError('The mail cannot be opened: it was sealed under another SESSION_SECRET');
    }
  }
}
