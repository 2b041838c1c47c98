import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES } from '@dealer/contracts';
import { Caller } from './support/http-client.js';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = new Caller(t.app);
  await admin.post('/api/customers/login/', TEST_ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const valid = { firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.com', phoneNumber: '0551234567', password: 'long-enough' };
const MEGABYTE = 'a'.repeat(1024 * 1024);

/** Every bad request must get a 4xx with a message a person can read; never a 500. */
function expectRefusal(answer: { status: number; body: unknown }, status = 400): string {
  expect(answer.status).toBe(status);
  const message = (answer.body as { message?: unknown }).message;
  expect(typeof message).toBe('string');
  expect((message as string).length).toBeGreaterThan(5);
  return message as string;
}

describe('bad input', () => {
  it('malformed JSON', async () => {
    const answer = await new Caller(t.app).send('POST', '/api/customers/', '{"firstName": "Omar",', { 'content-type': 'application/json' });
    expect(expectRefusal(answer)).toBe(API_MESSAGES.invalidJson.en);
  });

  it('a body that is not a JSON object', async () => {
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '"just a string"', { 'content-type': 'application/json' }));
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '[1,2]', { 'content-type': 'application/json' }));
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', 'null', { 'content-type': 'application/json' }));
  });

  it('wrong types', async () => {
    const answer = await new Caller(t.app).post('/api/customers/', { ...valid, firstName: 42, password: ['x'] });
    expect(expectRefusal(answer)).toMatch(/First name must be text/);
    expect((answer.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['firstName', 'password']));
    expectRefusal(await new Caller(t.app).post('/api/customers/login/', { email: { $ne: '' }, password: 'x' }));
    expectRefusal(await new Caller(t.app).patch('/api/customers/me', { lang: 7 }), 401);
  });

  it('missing fields', async () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', withoutEmail))).toMatch(/E-mail/);
    expectRefusal(await new Caller(t.app).post('/api/customers/login/', {}));
    expectRefusal(await new Caller(t.app).post('/api/customers/forgotpassword/', { email: 'a@b.co' }));
  });

  it('rule breaks: short password, foreign phone, bad e-mail', async () => {
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, password: 'short' }))).toBe('Password must be at least 8 characters');
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, phoneNumber: '+1 555 0100' }))).toMatch(/Saudi mobile/);
    expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, email: 'not-an-email' }));
  });

  it('1 MB strings', async () => {
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, firstName: MEGABYTE }))).toMatch(/at most 100/);
    expectRefusal(await new Caller(t.app).post('/api/customers/login/', { email: 'a@b.co', password: MEGABYTE }));
    expectRefusal(await admin.put('/api/customers/3f1c2a10-0000-4000-8000-000000000001', { lastName: MEGABYTE }));
  });

  it('unknown fields', async () => {
    const answer = await new Caller(t.app).post('/api/customers/', { ...valid, type: 'admin', isAdmin: true });
    expect(expectRefusal(answer)).toMatch(/not a known field/);
  });

  it('bad ids in the path', async () => {
    expect(expectRefusal(await admin.delete('/api/customers/not-a-uuid'))).toMatch(/not a valid identifier/);
  });

  it('bodies beyond the size limit', async () => {
    const huge = JSON.stringify({ ...valid, firstName: 'a'.repeat(13 * 1024 * 1024) });
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/', huge, { 'content-type': 'application/json' }), 413);
  });

  it('unknown routes and a wrong content type', async () => {
    expectRefusal(await new Caller(t.app).get('/api/nothing-here'), 404);
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '<email>a</email>', { 'content-type': 'application/xml' }), 415);
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', 'email=a', { 'content-type': 'text/plain' }));
  });

  it('answers in Arabic when asked', async () => {
    const answer = await new Caller(t.app, 'ar').post('/api/customers/', { ...valid, password: 'short' });
    expect(expectRefusal(answer)).toBe('الحد الأدنى لطول كلمة المرور هو 8 أحرف');
  });
});

describe('rate limits', () => {
  it('answers 429 after repeated failed logins for one account', async () => {
    const caller = new Caller(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await caller.post('/api/customers/login/', { email: 'target@example.com', password: `guess-${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await caller.post('/api/customers/login/', { email: 'target@example.com', password: 'guess-x' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(expectRefusal(limited, 429)).toBe(API_MESSAGES.tooManyRequests.en);
  });
});
