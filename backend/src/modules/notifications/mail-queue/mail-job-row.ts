import { MAIL_KINDS, type MailJobRow, type MailJobState, type MailKind } from '@dealer/contracts';

/** The parts of a BullMQ job the Mail Queue tab shows (a structural subset of `Job`). */
export interface QueuedMailJob {
  id?: string;
  data: unknown;
  attemptsMade: number;
  opts: { attempts?: number; delay?: number };
  failedReason?: string;
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
}

const isKind = (value: unknown): value is MailKind => (MAIL_KINDS as readonly unknown[]).includes(value);
const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

/**
 * What a job is and whom it is for, read from its data: ready mail names its template and recipient;
 * sealed outbox mail (accounts, newsletter) shows neither, its contents being readable only by the
 * worker; a reminder finds its recipient when it runs.
 */
function describe(data: unknown): { kind: MailKind; recipient: string | null } {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (isKind(record.template)) return { kind: record.template, recipient: typeof record.to === 'string' ? record.to : null };
  if ('bookingId' in record) return { kind: 'booking-reminder', recipient: null };
  return { kind: 'sealed', recipient: null };
}

/** One job as the admin's Mail Queue tab lists it. */
export function mailJobRow(job: QueuedMailJob, state: MailJobState): MailJobRow {
  return {
    id: job.id ?? '',
    state,
    ...describe(job.data),
    attempts: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    error: job.failedReason || null,
    createdAt: new Date(job.timestamp).toISOString(),
    dueAt: state === 'delayed' ? iso(job.timestamp + (job.opts.delay ?? 0)) : null,
    finishedAt: state === 'completed' || state === 'failed' ? iso(job.finishedOn) : null,
  };
}
