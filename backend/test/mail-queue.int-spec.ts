import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MailJobRow, MailQueueView } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let customer: Caller;
const BRANCH = 'Riyadh - Olaya';
const BOUNCING = 'bounce@example.com';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
  customer = await customerCaller(t, BOUNCING);
  await seedBranches(admin, [{ name: BRANCH, capacity: 2 }]);
});
afterAll(async () => {
  await t?.close();
});

async function queue(caller = admin): Promise<MailQueueView> {
  const answer = await caller.get<MailQueueView>('/api/mail-queue');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The booking confirmation of this customer, once it has reached `state`. */
async function confirmationIn(state: 'failed' | 'completed'): Promise<MailJobRow> {
  let found: MailJobRow | undefined;
  await eventually(async () => {
    found = (await queue()).jobs[state].find((job) => job.kind === 'booking-confirmed' && job.recipient === BOUNCING);
    expect(found).toBeDefined();
  }, 15_000);
  return found!;
}

describe('the mail queue in view', () => {
  it('shows a mail the SMTP server refused as failed, with the error, and sends it again on retry', async () => {
    t.mail.refuse(BOUNCING);
    expect((await customer.post('/api/bookings/', booking(BRANCH, workingDate(3), '10:00 AM'))).status).toBe(201);

    const failed = await confirmationIn('failed');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, maxAttempts: 6 });
    expect(failed.error).toContain('Mailbox unavailable');
    const view = await queue();
    expect(view.counts.failed).toBe(1);
    // The reminder waits for the day before the appointment: addressed only when it runs.
    expect(view.jobs.delayed).toEqual([expect.objectContaining({ kind: 'booking-reminder', recipient: null })]);

    t.mail.accept(BOUNCING);
    const retried = await admin.post<{ message: string }>(`/api/mail-queue/${encodeURIComponent(failed.id)}/retry`);
    expect(retried).toMatchObject({ status: 200, body: { message: 'The mail is queued again' } });
    await t.mail.waitForMail(BOUNCING, (mail) => mail.attachments.some((file) => file.filename.endsWith('.ics')));
    const sent = await confirmationIn('completed');
    expect(sent).toMatchObject({ id: failed.id, error: null });
    expect((await queue()).counts.failed).toBe(0);
  });

  it('refuses to retry a mail that has not failed, one it does not know and a malformed id, in the reader language', async () => {
    const sent = await confirmationIn('completed');
    const again = await new Caller(t.app, 'ar').send('POST', `/api/mail-queue/${encodeURIComponent(sent.id)}/retry`, {}, { cookie: admin.cookie! });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'لا يمكن إعادة إرسال إلا رسالة فشل إرسالها؛ هذه الرسالة أُرسلت' });
    expect((await admin.post('/api/mail-queue/no-such-job/retry')).status).toBe(404);
    const malformed = await admin.post('/api/mail-queue/%20x%20/retry');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: [expect.objectContaining({ field: 'jobId' })] });
  });

  it('is for admins only: customers get 403 and visitors 401', async () => {
    expect((await customer.get('/api/mail-queue')).status).toBe(403);
    expect((await customer.post('/api/mail-queue/anything/retry')).status).toBe(403);
    expect((await new Caller(t.app).get('/api/mail-queue')).status).toBe(401);
  });
});
