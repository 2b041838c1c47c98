import { describe, expect, it } from '@jest/globals';
import { API_MESSAGES, SPEC_MESSAGES, type CustomerListResponse, type Lang, type LoginResponse, type SessionCustomer } from '@dealer/contracts';
import pg from 'pg';
import { extractLink } from './support/mail-catcher.js';
import { person } from './support/accounts.js';
import { Caller } from './support/http-client.js';
import { TEST_ADMIN, useTestApp } from './support/test-app.js';

const t = useTestApp();

function linkParams(link: string): URLSearchParams {
  return new URL(link).searchParams;
}

async function registerAndVerify(email: string, lang: Lang = 'en'): Promise<Caller> {
  const caller = new Caller(t.app, lang);
  expect((await caller.post('/api/customers/', person(email))).status).toBe(201);
  const mail = await t.mail.waitForMail(email);
  const params = linkParams(extractLink(mail, '/login?userId='));
  const verified = await caller.put(`/api/customers/${params.get('userId')}`, { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', type: '', verified: true, token: params.get('token') });
  expect(verified.status).toBe(200);
  return caller;
}

describe('registration and verification', () => {
  it('registers, mails a verification link and verifies with it once', async () => {
    const caller = new Caller(t.app);
    const registered = await caller.post('/api/customers/', { ...person('  Sara@Example.COM '), phoneNumber: '+966 55 123 4567' });
    expect(registered).toMatchObject({ status: 201, body: { message: API_MESSAGES.registered.en } });

    const mail = await t.mail.waitForMail('sara@example.com');
    expect(mail.subject).toContain('Verify your e-mail');
    const link = extractLink(mail, '/login?userId=');
    expect(link.startsWith('http://site.test/login?userId=')).toBe(true);
    const params = linkParams(link);

    const beforeVerify = await caller.post<LoginResponse>('/api/customers/login/', { email: 'sara@example.com', password: 'first-pass-1' });
    expect(beforeVerify.body).toEqual({ customer: { email: 'sara@example.com', firstName: 'Sara', type: 'customer', verified: false }, message: SPEC_MESSAGES.verifyEmailFirst.en });
    expect(caller.hasSession).toBe(false);

    const body = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', type: '', verified: true, token: params.get('token') };
    const verified = await caller.put(`/api/customers/${params.get('userId')}`, body);
    expect(verified).toMatchObject({ status: 200, body: { message: SPEC_MESSAGES.emailVerified.en } });
    expect((await caller.put(`/api/customers/${params.get('userId')}`, body)).status).toBe(400);

    const login = await caller.post<LoginResponse>('/api/customers/login/', { email: 'SARA@example.com', password: 'first-pass-1' });
    expect(login.status).toBe(200);
    expect(login.body.customer).toEqual({ email: 'sara@example.com', firstName: 'Sara', type: 'customer', verified: true });
    expect(String(login.headers['set-cookie'])).toMatch(/sid=.+; .*HttpOnly; SameSite=Lax/);

    const me = await caller.get<SessionCustomer>('/api/customers/me');
    expect(me.body).toMatchObject({ email: 'sara@example.com', phoneNumber: '+966551234567', type: 'customer', verified: true, lang: 'en' });
    expect(JSON.stringify(me.body)).not.toMatch(/password|argon/i);
  });

  it('refuses a wrong or foreign token', async () => {
    const caller = new Caller(t.app);
    await caller.post('/api/customers/', person('wrong-token@example.com'));
    const params = linkParams(extractLink(await t.mail.waitForMail('wrong-token@example.com'), '/login?userId='));
    const attempt = await caller.put(`/api/customers/${params.get('userId')}`, { verified: true, token: 'x'.repeat(43) });
    expect(attempt).toMatchObject({ status: 400, body: { message: API_MESSAGES.verificationLinkInvalid.en } });
    const otherCustomer = await caller.put('/api/customers/00000000-0000-4000-8000-000000000000', { verified: true, token: params.get('token') });
    expect(otherCustomer.status).toBe(400);
  });

  it('answers a second registration of the same e-mail exactly like the first, and tells the owner by mail', async () => {
    const first = await new Caller(t.app).post('/api/customers/', person('twice@example.com'));
    await t.mail.waitForMail('twice@example.com', (m) => m.subject.includes('Verify'));
    const second = await new Caller(t.app).post('/api/customers/', { ...person('twice@example.com'), password: 'attacker-pass' });
    expect(second).toMatchObject({ status: first.status, body: first.body });
    const notice = await t.mail.waitForMail('twice@example.com', (m) => m.subject.includes('already have'));
    expect(notice.text).toContain('/forgotpassword?email=');
    const login = await new Caller(t.app).post('/api/customers/login/', { email: 'twice@example.com', password: 'attacker-pass' });
    expect(login.status).toBe(401);
  });

  it('speaks Arabic and mails Arabic to an Arabic registrant', async () => {
    const caller = new Caller(t.app, 'ar');
    const registered = await caller.post('/api/customers/', person('arabic@example.com'));
    expect(registered.body).toEqual({ message: API_MESSAGES.registered.ar });
    const mail = await t.mail.waitForMail('arabic@example.com');
    expect(mail.subject).toContain('تأكيد بريدك الإلكتروني');
    expect(mail.html).toContain('dir="rtl"');
  });
});

describe('login and sessions', () => {
  it('gives one answer for an unknown e-mail and a wrong password', async () => {
    await registerAndVerify('known@example.com');
    const unknown = await new Caller(t.app).post('/api/customers/login/', { email: 'nobody@example.com', password: 'whatever-1' });
    const wrong = await new Caller(t.app).post('/api/customers/login/', { email: 'known@example.com', password: 'whatever-1' });
    expect(unknown).toMatchObject({ status: 401, body: { message: API_MESSAGES.invalidCredentials.en } });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('answers the session probe with the customer or null, never 401', async () => {
    const visitor = new Caller(t.app);
    expect(await visitor.get('/api/customers/session')).toMatchObject({ status: 200, body: { customer: null } });
    const caller = await registerAndVerify('probe@example.com');
    await caller.post('/api/customers/login/', { email: 'probe@example.com', password: 'first-pass-1' });
    const probe = await caller.get<{ customer: SessionCustomer }>('/api/customers/session');
    expect(probe.body.customer).toMatchObject({ email: 'probe@example.com', type: 'customer' });
    expect(JSON.stringify(probe.body)).not.toMatch(/password|argon/i);
  });

  it('ends the session on logout', async () => {
    const caller = await registerAndVerify('logout@example.com');
    await caller.post('/api/customers/login/', { email: 'logout@example.com', password: 'first-pass-1' });
    expect((await caller.get('/api/customers/me')).status).toBe(200);
    const stolenCookie = caller.cookie;
    expect((await caller.post('/api/customers/logout')).status).toBe(200);
    expect((await caller.get('/api/customers/me')).status).toBe(401);
    const replay = await t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie: stolenCookie! } });
    expect(replay.statusCode).toBe(401);
  });

  it('ends the session a browser still carried when it logs in again, as the same account or another', async () => {
    const caller = await registerAndVerify('relogin@example.com');
    await caller.post('/api/customers/login/', { email: 'relogin@example.com', password: 'first-pass-1' });
    const earlier = caller.cookie!;
    expect((await caller.post('/api/customers/login/', { email: 'relogin@example.com', password: 'first-pass-1' })).status).toBe(200);
    expect(caller.cookie).not.toBe(earlier);
    expect((await caller.get('/api/customers/me')).status).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie: earlier } });
    expect(replay.statusCode).toBe(401);
  });

  it('remembers the language for mails', async () => {
    const caller = await registerAndVerify('prefs@example.com');
    await caller.post('/api/customers/login/', { email: 'prefs@example.com', password: 'first-pass-1' });
    expect((await caller.patch('/api/customers/me', { lang: 'ar' })).status).toBe(200);
    expect((await caller.get<SessionCustomer>('/api/customers/me')).body.lang).toBe('ar');
    expect((await caller.patch('/api/customers/me', { lang: 'fr' })).status).toBe(400);
  });
});

describe('passwords', () => {
  it('changes the password, ends every session, and logs in with the new one only', async () => {
    const phone = await registerAndVerify('change@example.com');
    const laptop = new Caller(t.app);
    await phone.post('/api/customers/login/', { email: 'change@example.com', password: 'first-pass-1' });
    await laptop.post('/api/customers/login/', { email: 'change@example.com', password: 'first-pass-1' });

    const wrongCurrent = await phone.post('/api/customers/changepassword/', { email: 'change@example.com', password: 'not-it-123', newPassword: 'second-pass-2' });
    expect(wrongCurrent).toMatchObject({ status: 400, body: { message: API_MESSAGES.currentPasswordWrong.en } });
    const someoneElse = await phone.post('/api/customers/changepassword/', { email: 'known@example.com', password: 'first-pass-1', newPassword: 'second-pass-2' });
    expect(someoneElse.status).toBe(403);

    const changed = await phone.post('/api/customers/changepassword/', { email: 'change@example.com', password: 'first-pass-1', newPassword: 'second-pass-2' });
    expect(changed).toMatchObject({ status: 200, body: { message: SPEC_MESSAGES.passwordUpdated.en } });
    expect((await phone.get('/api/customers/me')).status).toBe(401);
    expect((await laptop.get('/api/customers/me')).status).toBe(401);
    expect((await laptop.post('/api/customers/login/', { email: 'change@example.com', password: 'first-pass-1' })).status).toBe(401);
    expect((await laptop.post('/api/customers/login/', { email: 'change@example.com', password: 'second-pass-2' })).status).toBe(200);
    await t.mail.waitForMail('change@example.com', (m) => m.subject.includes('was changed'));
  });

  it('resets a forgotten password with a single-use link, answering the same for unknown e-mails', async () => {
    await registerAndVerify('forgot@example.com');
    const caller = new Caller(t.app);
    const known = await caller.post('/api/customers/forgotpassword/email', { email: 'forgot@example.com', password: '' });
    const unknown = await caller.post('/api/customers/forgotpassword/email', { email: 'ghost@example.com', password: '' });
    expect(known).toMatchObject({ status: 200, body: { message: API_MESSAGES.resetLinkSent.en } });
    expect(unknown.body).toEqual(known.body);
    // The unknown address is mailed too (the same work as for a known one, so the same time), without a reset link.
    const noAccount = await t.mail.waitForMail('ghost@example.com', (m) => m.subject.includes('Password reset requested'));
    expect(noAccount.text).toContain('http://site.test/login');
    expect(noAccount.text).not.toContain('token=');

    const link = extractLink(await t.mail.waitForMail('forgot@example.com', (m) => m.subject.includes('Reset')), '/forgotpassword?email=');
    const params = linkParams(link);
    expect(params.get('email')).toBe('forgot@example.com');
    const reset = { email: 'forgot@example.com', token: params.get('token'), newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' };

    const mismatch = await caller.post('/api/customers/forgotpassword/', { ...reset, confirmPassword: 'different-pass' });
    expect(mismatch).toMatchObject({ status: 400, body: { message: SPEC_MESSAGES.passwordNotMatched.en } });
    const otherEmail = await caller.post('/api/customers/forgotpassword/', { ...reset, email: 'known@example.com' });
    expect(otherEmail).toMatchObject({ status: 400, body: { message: API_MESSAGES.resetLinkInvalid.en } });

    expect(await caller.post('/api/customers/forgotpassword/', reset)).toMatchObject({ status: 200, body: { message: SPEC_MESSAGES.passwordCreated.en } });
    expect((await caller.post('/api/customers/forgotpassword/', reset)).status).toBe(400);
    expect((await caller.post('/api/customers/login/', { email: 'forgot@example.com', password: 'brand-new-pass' })).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a reset link succeed', async () => {
    await registerAndVerify('race@example.com');
    await new Caller(t.app).post('/api/customers/forgotpassword/email', { email: 'race@example.com' });
    const token = linkParams(extractLink(await t.mail.waitForMail('race@example.com', (m) => m.subject.includes('Reset')), '/forgotpassword')).get('token');
    const attempts = await Promise.all(
      ['race-pass-one', 'race-pass-two', 'race-pass-three'].map((p) =>
        new Caller(t.app).post('/api/customers/forgotpassword/', { email: 'race@example.com', token, newPassword: p, confirmPassword: p }),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('stores argon2id hashes only', async () => {
    const db = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await db.connect();
    const rows = (await db.query('SELECT password_hash FROM customers')).rows as { password_hash: string }[];
    await db.end();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
  });
});

describe('admin customer management', () => {
  async function admin(): Promise<Caller> {
    const caller = new Caller(t.app);
    expect((await caller.post('/api/customers/login/', TEST_ADMIN)).status).toBe(200);
    return caller;
  }

  it('lists customers without any password, edits and deletes them', async () => {
    const boss = await admin();
    await registerAndVerify('managed@example.com');
    const list = await boss.get<CustomerListResponse>('/api/customers/');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/i);
    const row = list.body.customers.find((c) => c.email === 'managed@example.com')!;
    expect(row).toMatchObject({ firstName: 'Sara', type: 'customer', verified: true, phoneNumber: '+966551234567' });

    const edited = await boss.put(`/api/customers/${row._id}`, { firstName: 'Sarah', lastName: 'Q', email: 'managed@example.com', phoneNumber: '0559999999', password: '', type: 'customer', verified: true });
    expect(edited).toMatchObject({ status: 200, body: { message: API_MESSAGES.customerUpdated.en } });
    expect((await new Caller(t.app).post('/api/customers/login/', { email: 'managed@example.com', password: 'first-pass-1' })).status).toBe(200);

    const newPassword = await boss.put(`/api/customers/${row._id}`, { password: 'set-by-admin-1' });
    expect(newPassword.status).toBe(200);
    expect((await new Caller(t.app).post('/api/customers/login/', { email: 'managed@example.com', password: 'set-by-admin-1' })).status).toBe(200);

    const taken = await boss.put(`/api/customers/${row._id}`, { email: TEST_ADMIN.email });
    expect(taken).toMatchObject({ status: 409, body: { message: API_MESSAGES.emailTaken.en } });

    expect(await boss.delete(`/api/customers/${row._id}`)).toMatchObject({ status: 200, body: { message: API_MESSAGES.customerDeleted.en } });
    expect((await boss.delete(`/api/customers/${row._id}`)).status).toBe(404);
    expect((await boss.put(`/api/customers/${row._id}`, { firstName: 'Ghost' })).status).toBe(404);
  });

  it('promotes a customer to admin with immediate effect, and an admin cannot delete themselves', async () => {
    const boss = await admin();
    const user = await registerAndVerify('promoted@example.com');
    await user.post('/api/customers/login/', { email: 'promoted@example.com', password: 'first-pass-1' });
    expect((await user.get('/api/customers/')).status).toBe(403);
    const me = (await user.get<SessionCustomer>('/api/customers/me')).body;
    await boss.put(`/api/customers/${me._id}`, { type: 'admin' });
    expect((await user.get('/api/customers/')).status).toBe(200);

    const self = (await boss.get<SessionCustomer>('/api/customers/me')).body;
    expect((await boss.delete(`/api/customers/${self._id}`)).status).toBe(409);
  });
});
