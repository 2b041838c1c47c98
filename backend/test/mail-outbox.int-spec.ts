import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { QueueName } from '../src/core/queue/queue-names.js';
import { MailOutboxRelay } from '../src/modules/notifications/outbox/mail-outbox.relay.js';
import { mailOutboxJobId } from '../src/modules/notifications/outbox/mail-outbox.js';
import { person } from './support/accounts.js';
import { Caller, type Answer } from './support/http-client.js';
import { extractLink, type CaughtMail } from './support/mail-catcher.js';
import { startOwnRedis, type OwnRedis } from './support/redis-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Far above an answer's usual time (an argon2 hash on a busy machine), far below "waits for Redis". */
const PROMPT_MS = 3000;

let redis: OwnRedis;
let t: TestApp;
let db: DataSource;

beforeAll(async () => {
  redis = await startOwnRedis();
  t = await createTestApp({ env: { REDIS_URL: redis.url } });
  db = t.app.get(DataSource);
});
afterAll(async () => {
  await redis?.start();
  await t?.close();
  await redis?.stop();
});

const relay = () => t.worker.get(MailOutboxRelay, { strict: false });
const mailsTo = (email: string): CaughtMail[] => t.mail.messages.filter((mail) => mail.to.includes(email));

async function timed(request: Promise<Answer>): Promise<Answer & { ms: number }> {
  const started = performance.now();
  const answer = await request;
  return { ...answer, ms: performance.now() - started };
}

async function outboxEntries(): Promise<{ id: string; sealed: string; created_at: Date }[]> {
  return db.query('SELECT id, sealed, created_at FROM mail_outbox ORDER BY created_at, id');
}

/** Every mail job has been sent (or failed for good). */
async function queueIdle(): Promise<void> {
  const queue = new Queue(QueueName.Mail, { connection: { url: redis.url }, prefix: `${t.config.REDIS_PREFIX}:bull` });
  try {
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      await sleep(50);
    }
  } finally {
    await queue.close();
  }
}

describe('account and newsletter mail while Redis is away', () => {
  it('answers at once, keeps the mail in PostgreSQL, and sends each mail exactly once when Redis returns', async () => {
    await new Caller(t.app).post('/api/customers/', person('owner@example.com'));
    await t.mail.waitForMail('owner@example.com', (m) => m.subject.includes('Verify'));
    // Its job is finished in Redis too, so the outage cannot catch it half done.
    await queueIdle();

    await redis.stop();
    const answers = {
      registration: await timed(new Caller(t.app).post('/api/customers/', person('newcomer@example.com'))),
      registrationOfKnownAddress: await timed(new Caller(t.app).post('/api/customers/', person('owner@example.com'))),
      resetRequest: await timed(new Caller(t.app).post('/api/customers/forgotpassword/email', { email: 'owner@example.com', password: '' })),
      resetRequestOfUnknownAddress: await timed(new Caller(t.app).post('/api/customers/forgotpassword/email', { email: 'ghost@example.com', password: '' })),
      newsletter: await timed(new Caller(t.app).post('/api/newsletter', { email: 'reader@example.com', consent: true })),
    };
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([201, 201, 200, 200, 201]);
    for (const [name, answer] of Object.entries(answers)) expect({ name, slow: answer.ms > PROMPT_MS }).toEqual({ name, slow: false });

    // The mail waits in the outbox, sealed: neither the addresses nor the links' tokens can be read there.
    const waiting = await outboxEntries();
    expect(waiting).toHaveLength(5);
    for (const entry of waiting) expect(entry.sealed).not.toMatch(/@|example|token|http/);
    await sleep(1500);
    expect(mailsTo('newcomer@example.com')).toEqual([]);

    await redis.start();
    const verify = await t.mail.waitForMail('newcomer@example.com', (m) => m.subject.includes('Verify'), 30_000);
    await t.mail.waitForMail('owner@example.com', (m) => m.subject.includes('already have'), 30_000);
    const reset = await t.mail.waitForMail('owner@example.com', (m) => m.subject.includes('Reset'), 30_000);
    await t.mail.waitForMail('ghost@example.com', (m) => m.subject.includes('Password reset requested'), 30_000);
    await t.mail.waitForMail('reader@example.com', (m) => m.subject.includes('Confirm your subscription'), 30_000);
    await relay().relayed();
    await queueIdle();
    await sleep(1000);

    expect(await outboxEntries()).toEqual([]);
    expect(mailsTo('newcomer@example.com')).toHaveLength(1);
    expect(mailsTo('owner@example.com')).toHaveLength(3);
    expect(mailsTo('ghost@example.com')).toHaveLength(1);
    expect(mailsTo('reader@example.com')).toHaveLength(1);

    // The links work: the tokens the outbox carried are the ones whose hashes were stored.
    const verifyParams = new URL(extractLink(verify, '/login?userId=')).searchParams;
    const verified = await new Caller(t.app).put(`/api/customers/${verifyParams.get('userId')}`, { verified: true, token: verifyParams.get('token') });
    expect(verified.status).toBe(200);
    const resetToken = new URL(extractLink(reset, '/forgotpassword?email=')).searchParams.get('token');
    const resetDone = await new Caller(t.app).post('/api/customers/forgotpassword/', { email: 'owner@example.com', token: resetToken, newPassword: 'second-pass-2', confirmPassword: 'second-pass-2' });
    expect(resetDone.status).toBe(200);
    await t.mail.waitForMail('owner@example.com', (m) => m.subject.includes('was changed'));
  });

  it('adds nothing twice when a relay queued mail but stopped before deleting it, and another runs it again', async () => {
    await relay().onModuleDestroy();
    await new Caller(t.app).post('/api/newsletter', { email: 'twice-relayed@example.com', consent: true });
    const [entry] = await outboxEntries();
    expect(entry).toBeDefined();

    relay().onModuleInit();
    await t.mail.waitForMail('twice-relayed@example.com');
    await relay().relayed();
    expect(await outboxEntries()).toEqual([]);

    // As if the DELETE after the queueing had never run.
    await db.query('INSERT INTO mail_outbox (id, sealed, created_at) VALUES ($1, $2, $3)', [entry!.id, entry!.sealed, entry!.created_at]);
    await relay().onModuleDestroy();
    relay().onModuleInit();
    await relay().relayed();
    await queueIdle();
    await sleep(1000);

    expect(await outboxEntries()).toEqual([]);
    expect(mailsTo('twice-relayed@example.com')).toHaveLength(1);
    const queue = new Queue(QueueName.Mail, { connection: { url: redis.url }, prefix: `${t.config.REDIS_PREFIX}:bull` });
    try {
      const job = await queue.getJob(mailOutboxJobId(entry!.id));
      expect(job?.finishedOn).toBeDefined();
      // Redis holds the mail sealed too: no address, no link.
      expect(JSON.stringify(job!.data)).not.toMatch(/@|example|token=|http/);
    } finally {
      await queue.close();
    }
  });
});
