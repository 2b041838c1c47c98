import { beforeAll, describe, expect, it } from '@jest/globals';
import { NEWSLETTER_MESSAGES, type ListResponse, type NewsletterRow } from '@dealer/contracts';
import { DataSource } from 'typeorm';
import { adminCaller, customerCaller } from './support/accounts.js';
import { Caller } from './support/http-client.js';
import { extractLink, type CaughtMail } from './support/mail-catcher.js';
import { useTestApp } from './support/test-app.js';

const t = useTestApp();
let admin: Caller;

beforeAll(async () => {
  admin = await adminCaller(t);
});

async function subscribers(): Promise<NewsletterRow[]> {
  const answer = await admin.get<ListResponse<NewsletterRow>>('/api/newsletter');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const isSubscriptionMail = (mail: CaughtMail) => mail.raw.includes('List-Unsubscribe');

/** The token of the next subscription mail to this address. */
async function mailedToken(email: string): Promise<{ mail: CaughtMail; token: string }> {
  const mail = await t.mail.waitForMail(email, isSubscriptionMail);
  const token = new URL(extractLink(mail, '/unsubscribe?token=')).searchParams.get('token')!;
  return { mail, token };
}

describe('newsletter', () => {
  it('stores a subscription with its consent time and language and answers in the visitor language', async () => {
    const before = Date.now();
    const english = await new Caller(t.app, 'en').post('/api/newsletter', { email: ' Layla@Example.com ', consent: true });
    const arabic = await new Caller(t.app, 'ar').post('/api/newsletter', { email: 'omar@example.com', consent: true });

    expect(english).toMatchObject({ status: 201, body: { message: NEWSLETTER_MESSAGES.subscribed.en } });
    expect(arabic).toMatchObject({ status: 201, body: { message: NEWSLETTER_MESSAGES.subscribed.ar } });
    const rows = await subscribers();
    const layla = rows.find((row) => row.email === 'layla@example.com');
    expect(layla).toMatchObject({ lang: 'en' });
    expect(new Date(layla!.consentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows.find((row) => row.email === 'omar@example.com')).toMatchObject({ lang: 'ar' });
  });

  it('mails the subscriber in the site language with an unsubscribe link, keeping only a hash of its token', async () => {
    const english = await mailedToken('layla@example.com');
    const arabic = await mailedToken('omar@example.com');

    expect(english.mail.subject).toBe(`You are subscribed to the ${t.config.BRAND_NAME} newsletter`);
    expect(english.mail.html).toContain('dir="ltr"');
    expect(arabic.mail.subject).toBe(`تم اشتراكك في النشرة البريدية لدى ${t.config.BRAND_NAME}`);
    expect(arabic.mail.html).toContain('dir="rtl"');
    const headers = english.mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <http://site.test/unsubscribe?token=${english.token}&mailLang=en>`);
    expect(english.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await t.app.get(DataSource).query('SELECT token_hash FROM newsletter_unsubscribe_tokens')) as { token_hash: string }[];
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.some((row) => row.token_hash === english.token || row.token_hash === arabic.token)).toBe(false);
  });

  it('takes the same address again without a second row or a different answer, renewing the consent time', async () => {
    const first = (await subscribers()).find((row) => row.email === 'omar@example.com')!;
    const again = await new Caller(t.app, 'ar').post('/api/newsletter', { email: 'OMAR@example.com', consent: true });
    const fresh = await new Caller(t.app, 'ar').post('/api/newsletter', { email: 'new-reader@example.com', consent: true });

    expect(again).toMatchObject({ status: fresh.status, body: fresh.body });
    const rows = (await subscribers()).filter((row) => row.email === 'omar@example.com');
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.consentAt).getTime()).toBeGreaterThanOrEqual(new Date(first.consentAt).getTime());
    // The owner gets a mail like the first one, with a link of its own.
    expect((await mailedToken('omar@example.com')).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('unsubscribes with the mailed link, after which the address is gone and the link is spent', async () => {
    const visitor = new Caller(t.app, 'en');
    expect((await visitor.post('/api/newsletter', { email: 'sara@example.com', consent: true })).status).toBe(201);
    const { token } = await mailedToken('sara@example.com');
    expect((await subscribers()).some((row) => row.email === 'sara@example.com')).toBe(true);

    const done = await visitor.post('/api/newsletter/unsubscribe', { token });
    expect(done).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.unsubscribed.en } });
    expect((await subscribers()).some((row) => row.email === 'sara@example.com')).toBe(false);

    const again = await new Caller(t.app, 'ar').post('/api/newsletter/unsubscribe', { token });
    expect(again).toMatchObject({ status: 404, body: { message: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.ar } });
  });

  it('removes the whole subscription with any of its links, older ones then spent too', async () => {
    const visitor = new Caller(t.app);
    await visitor.post('/api/newsletter', { email: 'twice@example.com', consent: true });
    const older = await mailedToken('twice@example.com');
    await visitor.post('/api/newsletter', { email: 'twice@example.com', consent: true });
    const newer = await mailedToken('twice@example.com');
    expect(newer.token).not.toBe(older.token);

    expect((await visitor.post('/api/newsletter/unsubscribe', { token: older.token })).status).toBe(200);
    expect((await subscribers()).some((row) => row.email === 'twice@example.com')).toBe(false);
    expect((await visitor.post('/api/newsletter/unsubscribe', { token: newer.token })).status).toBe(404);
  });

  it.each([
    { link: 'an unknown token', body: { token: 'not-a-token-we-sent' }, status: 404, message: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.en },
    { link: 'a mangled overlong token', body: { token: 'x'.repeat(5000) }, status: 404, message: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.en },
    { link: 'an empty token', body: { token: '' }, status: 400, message: /Link token is required/ },
    { link: 'no token', body: {}, status: 400, message: /Link token/ },
  ])('answers $link with $status and a message a person understands', async ({ body, status, message }) => {
    const answer = await new Caller(t.app).post<{ message: string }>('/api/newsletter/unsubscribe', body);

    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
  });

  it('lets an admin remove a subscriber, whose link then no longer works', async () => {
    await new Caller(t.app).post('/api/newsletter', { email: 'removed@example.com', consent: true });
    const { token } = await mailedToken('removed@example.com');
    const row = (await subscribers()).find((r) => r.email === 'removed@example.com')!;

    expect(await admin.delete(`/api/newsletter/${row._id}`)).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.subscriberRemoved.en } });
    expect((await subscribers()).some((r) => r.email === 'removed@example.com')).toBe(false);
    expect(await admin.delete(`/api/newsletter/${row._id}`)).toMatchObject({ status: 404, body: { message: NEWSLETTER_MESSAGES.subscriberNotFound.en } });
    expect((await new Caller(t.app).post('/api/newsletter/unsubscribe', { token })).status).toBe(404);
  });

  it.each([
    [{ email: 'no-consent@example.com' }, /Consent|consent/],
    [{ email: 'no-consent@example.com', consent: false }, /tick the box/],
    [{ email: 'not-an-address', consent: true }, /valid e-mail/],
    [{ email: 'x@example.com', consent: true, extra: 1 }, /not a known field/],
  ])('refuses %j with 400 and a readable message', async (body, message) => {
    const answer = await new Caller(t.app).post<{ message: string }>('/api/newsletter', body);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect((await subscribers()).some((row) => row.email === body.email)).toBe(false);
  });

  it('lists and removes subscribers for admins only', async () => {
    const row = (await subscribers())[0]!;
    const customer = await customerCaller(t, 'reader-customer@example.com');
    expect((await new Caller(t.app).get('/api/newsletter')).status).toBe(401);
    expect((await new Caller(t.app).delete(`/api/newsletter/${row._id}`)).status).toBe(401);
    expect((await customer.get('/api/newsletter')).status).toBe(403);
    expect((await customer.delete(`/api/newsletter/${row._id}`)).status).toBe(403);
    expect((await subscribers()).some((r) => r._id === row._id)).toBe(true);
  });

  it('is rate-limited per address', async () => {
    const visitor = new Caller(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await visitor.post('/api/newsletter', { email: `burst-${i}@example.com`, consent: true })).status);

    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('site index', () => {
  it('serves robots.txt and a sitemap of the public pages at the public address', async () => {
    const robots = await new Caller(t.app).get<string>('/robots.txt');
    const sitemap = await new Caller(t.app).get<string>('/sitemap.xml');

    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: http://site.test/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://site.test/why${t.config.brandSlug}services</loc>`);
  });
});
