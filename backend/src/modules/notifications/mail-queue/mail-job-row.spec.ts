import { describe, expect, it } from '@jest/globals';
import { RENDERERS } from '../templates/mail-templates.js';
import { mailJobRow, type QueuedMailJob } from './mail-job-row.js';

const AT = Date.parse('2026-11-26T06:00:00Z');
const job = (data: unknown, extra: Partial<QueuedMailJob> = {}): QueuedMailJob => ({ id: 'job-1', data, attemptsMade: 0, opts: { attempts: 6 }, timestamp: AT, ...extra });

describe('mailJobRow', () => {
  it('names ready mail by its template and recipient', () => {
    expect(mailJobRow(job({ template: 'booking-confirmed', to: 'sara@example.com', lang: 'ar', params: {} }), 'waiting')).toEqual({
      id: 'job-1',
      state: 'waiting',
      kind: 'booking-confirmed',
      recipient: 'sara@example.com',
      attempts: 0,
      maxAttempts: 6,
      error: null,
      createdAt: '2026-11-26T06:00:00.000Z',
      dueAt: null,
      finishedAt: null,
    });
  });

  it('shows neither the template nor the recipient of sealed outbox mail', () => {
    expect(mailJobRow(job({ outboxId: 'x', sealed: 'opaque' }), 'waiting')).toMatchObject({ kind: 'sealed', recipient: null });
  });

  it('tells a reminder, addressed only when it runs, and when it is due', () => {
    const row = mailJobRow(job({ bookingId: 'b', reservationId: 'r' }, { opts: { attempts: 6, delay: 3_600_000 } }), 'delayed');
    expect(row).toMatchObject({ kind: 'booking-reminder', recipient: null, dueAt: '2026-11-26T07:00:00.000Z' });
  });

  it('keeps the error and the attempts of a failed job, and when it failed', () => {
    const failed = job({ template: 'verify-email', to: 'a@b.sa' }, { attemptsMade: 1, failedReason: '550 5.1.1 Mailbox unavailable', finishedOn: AT + 1000 });
    expect(mailJobRow(failed, 'failed')).toMatchObject({ attempts: 1, error: '550 5.1.1 Mailbox unavailable', finishedAt: '2026-11-26T06:00:01.000Z' });
  });

  it('knows every template the worker renders', () => {
    for (const template of Object.keys(RENDERERS)) expect(mailJobRow(job({ template, to: 'a@b.sa' }), 'waiting').kind).toBe(template);
  });

  it('takes an unknown template for sealed rather than trusting it', () => {
    expect(mailJobRow(job({ template: '<script>', to: 'a@b.sa' }), 'active').kind).toBe('sealed');
  });
});
