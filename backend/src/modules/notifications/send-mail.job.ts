import type { MailRequest } from '../../core/mail/transactional-mail.js';
import type { BookingReminderJobData } from './booking-mail/booking-reminder.job.js';
import type { MailTemplateParams } from './templates/mail-templates.js';

/** The mail queue's main job: render a template in the customer's language and send it. */
export const SEND_MAIL_JOB = 'SendMailJob';

export type SendMailJobData = MailRequest<MailTemplateParams>;

/**
 * Mail from the outbox (accounts, newsletter), still sealed: its links carry live tokens, so it is
 * opened only by the worker about to send it, never stored readable in Redis (see outbox/mail-outbox.ts).
 */
export interface SealedMailJobData {
  outboxId: string;
  sealed: string;
}

/**
 * Everything the mail queue carries: mail ready to render, sealed mail from the outbox, or a reminder
 * that checks before it sends.
 */
export type MailQueueJobData = SendMailJobData | SealedMailJobData | BookingReminderJobData;

/**
 * How long the mail subscribers let a NOTIFY wait before reading the feed: a mail a fifth of a second
 * later goes unnoticed, and in a rush of bookings the worker reads and queues them in batches instead
 * of competing with the API for every single commit.
 */
export const MAIL_FEED_GATHER_MS = 200;
