import { bilingualTable } from './i18n.js';

/** The states of the mail queue an admin watches, in the order a job passes through them. */
export const MAIL_JOB_STATES = ['waiting', 'delayed', 'active', 'failed', 'completed'] as const;
export type MailJobState = (typeof MAIL_JOB_STATES)[number];

/**
 * What a queued mail is. Account and newsletter mail travels sealed (its links carry live tokens), so
 * the queue can tell neither its template nor its recipient: it is 'sealed'.
 */
export const MAIL_KINDS = [
  'verify-email',
  'reset-password',
  'reset-password-no-account',
  'account-exists',
  'password-changed',
  'booking-confirmed',
  'booking-rescheduled',
  'booking-cancelled',
  'booking-reminder',
  'claim-submitted',
  'claim-status-changed',
  'newsletter-confirm',
  'newsletter-subscribed',
  'waitlist-offer',
  'sealed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How many recent jobs of each state GET /api/mail-queue lists, newest first. */
export const MAIL_QUEUE_PAGE = 50;

/** One job of the mail queue as the admin's Mail Queue tab shows it. */
export interface MailJobRow {
  id: string;
  state: MailJobState;
  kind: MailKind;
  /** Who it goes to; null when the queue cannot tell (sealed mail, a reminder addressed when it runs). */
  recipient: string | null;
  /** Attempts made so far, and how many it may make. */
  attempts: number;
  maxAttempts: number;
  /** Why the last attempt failed; null when none has. */
  error: string | null;
  createdAt: string;
  /** When a delayed job is due, or when a finished one finished; null otherwise. */
  dueAt: string | null;
  finishedAt: string | null;
}

/** GET /api/mail-queue: how many jobs each state holds, and the most recent of each. */
export interface MailQueueView {
  counts: Record<MailJobState, number>;
  jobs: Record<MailJobState, MailJobRow[]>;
}

export const MAIL_QUEUE_MESSAGES = bilingualTable({
  retried: ['The mail is queued again', 'أعيدت الرسالة إلى قائمة الإرسال'],
  jobNotFound: ['There is no such mail in the queue', 'لا توجد هذه الرسالة في قائمة الإرسال'],
  /** {state}: the job's state now, from MAIL_JOB_STATE_NAMES. */
  notFailed: ['Only a failed mail can be retried; this one is {state}', 'لا يمكن إعادة إرسال إلا رسالة فشل إرسالها؛ هذه الرسالة {state}'],
});

/** A job's state as the server's messages name it. */
export const MAIL_JOB_STATE_NAMES = bilingualTable<MailJobState | 'unknown'>({
  waiting: ['waiting', 'في الانتظار'],
  delayed: ['delayed', 'مؤجلة'],
  active: ['being sent', 'قيد الإرسال'],
  failed: ['failed', 'فشلت'],
  completed: ['sent', 'أُرسلت'],
  unknown: ['no longer in the queue', 'لم تعد في القائمة'],
});
