import { beforeAll, describe, expect, it } from '@jest/globals';
import { NEWSLETTER_MESSAGES, type ListResponse, type NewsletterRow } from '@dealer/contracts';
import { DataSource } from 'typeorm';
import { MAILS_PER_ADDRESS_PER_DAY } from '../src/modules/enquiries/newsletter/newsletter-subscriptions.service.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { Caller } from './support/http-client.js';
import { extractLink, type CaughtMail } from './support/mail-catcher.js';
import { useTestApp } from './support/test-app.js';

const t = useTestApp();
let admin: Caller;
/** Confirmation links read in one test and opened in the next. */
const confirmLinks = new Map<string, string>();

beforeAll(async () => {
  admin = await adminCaller(t);
});

async function subscribers(): Promise<NewsletterRow[]> {
  const answer = await admin.get<ListResponse<NewsletterRow>>('/api/newsletter');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const isSubscriptionMail = (mail: CaughtMail) => mail.raw.includes('List-Unsubscribe');
const isConfirmationMail = (mail: CaughtMail) => mail.text.includes('/confirm-subscription?token=');

/** The token of the next confirmation mail to this address. */
async function confirmToken(email: string): Promise<{ mail: CaughtMail; token: string }> {
  const mail = await t.mail.waitForMail(email, isConfirmationMail);
  const token = new URL(extractLink(mail, '/confirm-subscription?token=')).searchParams.get('token')!;
  return { mail, token };
}

/** The token of the next subscription mail (confirmed, with its unsubscribe link) to this address. */
async function mailedToken(email: string): Promise<{ mail: CaughtMail; token: string }> {
  const mail = await t.mail.waitForMail(email, isSubscriptionMail);
  const token = new URL(extractLink(mail, '/unsubscribe?token=')).searchParams.get('token')!;
  return { mail, token };
}

/** Signs the address up and confirms it from the mailed link; the unsubscribe link's token. */
async function subscribed(email: string, lang: 'en' | 'ar' = 'en'): Promise<string> {
  const visitor = new Caller(t.app, lang);
  expect((await visitor.post('/api/newsletter', { email, consent: true })).status).toBe(201);
  expect((await visitor.post('/api/newsletter/confirm', { token: (await confirmToken(email)).token })).status).toBe(200);
  return (await mailedToken(email)).token;
}

async function confirmLinksOf(email: string): Promise<number> {
  const [row] = (await t.app.get(DataSource).query(
    `SELECT count(c.*)::int AS n FROM newsletter_subscriptions s LEFT JOIN newsletter_confirm_tokens c ON c.subscription_id = s.id WHERE s.email = $1`,
    [email],
  )) as { n: number }[];
  return row!.n;
}

describe('newsletter', () => {
  it('takes a sign-up with its consent time and language, answers in the visitor language, and lists nobody before they confirm', async () => {
    const english = await new Caller(t.app, 'en').post('/api/newsletter', { email: ' Layla@Example.com ', consent: true });
    const arabic = await new Caller(t.app, 'ar').post('/api/newsletter', { email: 'omar@example.com', consent: true });

    expect(english).toMatchObject({ status: 201, body: { message: NEWSLETTER_MESSAGES.subscribed.en } });
    expect(arabic).toMatchObject({ status: 201, body: { message: NEWSLETTER_MESSAGES.subscribed.ar } });
    const stored = (await t.app.get(DataSource).query(
      `SELECT email, lang, consent_at, confirmed_at FROM newsletter_subscriptions WHERE email IN ('layla@example.com', 'omar@example.com') ORDER BY email`,
    )) as { email: string; lang: string; consent_at: Date; confirmed_at: Date | null }[];
    expect(stored.map((row) => [row.email, row.lang, row.confirmed_at])).toEqual([
      ['layla@example.com', 'en', null],
      ['omar@example.com', 'ar', null],
    ]);
    expect((await subscribers()).some((row) => row.email === 'layla@example.com' || row.email === 'omar@example.com')).toBe(false);
  });

  it('mails a confirmation link in the site language, keeping only a hash of its token', async () => {
    const english = await confirmToken('layla@example.com');
    const arabic = await confirmToken('omar@example.com');

    expect(english.mail.subject).toBe(`Confirm your subscription to the ${t.config.BRAND_NAME} newsletter`);
    expect(english.mail.html).toContain('dir="ltr"');
    expect(english.mail.raw).not.toContain('List-Unsubscribe');
    expect(arabic.mail.subject).toBe(`أكّد اشتراكك في النشرة البريدية لدى ${t.config.BRAND_NAME}`);
    expect(arabic.mail.html).toContain('dir="rtl"');
    expect(english.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hashes = (await t.app.get(DataSource).query('SELECT token_hash FROM newsletter_confirm_tokens')) as { token_hash: string }[];
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    expect(hashes.some((row) => row.token_hash === english.token || row.token_hash === arabic.token)).toBe(false);

    // Both links are used in the next test: put them back for it.
    confirmLinks.set('layla@example.com', english.token).set('omar@example.com', arabic.token);
  });

  it('puts the address on the list when its link is opened, mails the unsubscribe link, and spends the link', async () => {
    const before = Date.now();
    const done = await new Caller(t.app, 'ar').post('/api/newsletter/confirm', { token: confirmLinks.get('omar@example.com') });

    expect(done).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.confirmed.ar } });
    const omar = (await subscribers()).find((row) => row.email === 'omar@example.com');
    expect(omar).toMatchObject({ lang: 'ar' });
    expect(new Date(omar!.confirmedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(omar!.consentAt).getTime()).toBeLessThanOrEqual(new Date(omar!.confirmedAt).getTime());

    const welcome = await mailedToken('omar@example.com');
    expect(welcome.mail.subject).toBe(`تم اشتراكك في النشرة البريدية لدى ${t.config.BRAND_NAME}`);
    const headers = welcome.mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <http://site.test/unsubscribe?token=${welcome.token}&mailLang=ar>`);
    const unsubscribeHashes = (await t.app.get(DataSource).query('SELECT token_hash FROM newsletter_unsubscribe_tokens')) as { token_hash: string }[];
    expect(unsubscribeHashes.some((row) => row.token_hash === welcome.token)).toBe(false);

    const again = await new Caller(t.app, 'en').post('/api/newsletter/confirm', { token: confirmLinks.get('omar@example.com') });
    expect(again).toMatchObject({ status: 404, body: { message: NEWSLETTER_MESSAGES.confirmLinkUnknown.en } });
  });

  it('confirms once when the same link is opened twice at the same moment', async () => {
    const token = confirmLinks.get('layla@example.com');
    const answers = await Promise.all([0, 1, 2, 3].map(() => new Caller(t.app).post('/api/newsletter/confirm', { token })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404]);
    expect((await subscribers()).filter((row) => row.email === 'layla@example.com')).toHaveLength(1);
    await mailedToken('layla@example.com');
    const [{ n }] = (await t.app.get(DataSource).query(
      `SELECT count(*)::int AS n FROM newsletter_unsubscribe_tokens u JOIN newsletter_subscriptions s ON s.id = u.subscription_id WHERE s.email = 'layla@example.com'`,
    )) as { n: number }[];
    expect(n).toBe(1);
  });

  it('spends every link of a sign-up when one is used, and refuses a link past its 48 hours', async () => {
    const visitor = new Caller(t.app);
    await visitor.post('/api/newsletter', { email: 'links@example.com', consent: true });
    const older = await confirmToken('links@example.com');
    await visitor.post('/api/newsletter', { email: 'links@example.com', consent: true });
    const newer = await confirmToken('links@example.com');
    expect(newer.token).not.toBe(older.token);

    expect((await visitor.post('/api/newsletter/confirm', { token: newer.token })).status).toBe(200);
    expect(await confirmLinksOf('links@example.com')).toBe(0);
    expect((await visitor.post('/api/newsletter/confirm', { token: older.token })).status).toBe(404);

    await visitor.post('/api/newsletter', { email: 'late@example.com', consent: true });
    const late = await confirmToken('late@example.com');
    await t.app.get(DataSource).query(
      `UPDATE newsletter_confirm_tokens SET expires_at = now() - interval '1 minute'
        WHERE subscription_id = (SELECT id FROM newsletter_subscriptions WHERE email = 'late@example.com')`,
    );
    expect(await visitor.post('/api/newsletter/confirm', { token: late.token })).toMatchObject({ status: 404, body: { message: NEWSLETTER_MESSAGES.confirmLinkUnknown.en } });
    expect((await subscribers()).some((row) => row.email === 'late@example.com')).toBe(false);
  });

  it('forgets a sign-up nobody confirmed once its links have expired', async () => {
    const visitor = new Caller(t.app);
    await visitor.post('/api/newsletter', { email: 'never-confirmed@example.com', consent: true });
    await confirmToken('never-confirmed@example.com');
    const db = t.app.get(DataSource);
    await db.query(
      `UPDATE newsletter_subscriptions SET created_at = now() - interval '49 hours' WHERE email = 'never-confirmed@example.com'`,
    );
    // Still within its link's 48 hours (signed up again lately, say): kept.
    await visitor.post('/api/newsletter', { email: 'someone-else@example.com', consent: true });
    expect(await db.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = 'never-confirmed@example.com'`)).toHaveLength(1);

    await db.query(
      `UPDATE newsletter_confirm_tokens SET expires_at = now() - interval '1 hour'
        WHERE subscription_id = (SELECT id FROM newsletter_subscriptions WHERE email = 'never-confirmed@example.com')`,
    );
    await visitor.post('/api/newsletter', { email: 'a-third@example.com', consent: true });
    expect(await db.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = 'never-confirmed@example.com'`)).toHaveLength(0);
  });

  it('answers a confirmed address signed up again like any other, changes nothing of it, and mails its owner a fresh unsubscribe link', async () => {
    const first = (await subscribers()).find((row) => row.email === 'omar@example.com')!;
    const again = await new Caller(t.app, 'en').post('/api/newsletter', { email: 'OMAR@example.com', consent: true });
    const fresh = await new Caller(t.app, 'en').post('/api/newsletter', { email: 'new-reader@example.com', consent: true });

    expect(again).toMatchObject({ status: fresh.status, body: fresh.body });
    const rows = (await subscribers()).filter((row) => row.email === 'omar@example.com');
    expect(rows).toEqual([first]);
    const reminder = await mailedToken('omar@example.com');
    expect(reminder.mail.subject).toBe(`تم اشتراكك في النشرة البريدية لدى ${t.config.BRAND_NAME}`);
    expect(reminder.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it(`mails one address at most ${MAILS_PER_ADDRESS_PER_DAY} times a day, answering the same after`, async () => {
    const answers = [];
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_DAY + 2; i++) {
      answers.push(await new Caller(t.app).post('/api/newsletter', { email: 'flooded@example.com', consent: true }));
    }

    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body])))).toEqual(new Set([JSON.stringify([201, { message: NEWSLETTER_MESSAGES.subscribed.en }])]));
    expect(await confirmLinksOf('flooded@example.com')).toBe(MAILS_PER_ADDRESS_PER_DAY);
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_DAY; i++) await confirmToken('flooded@example.com');
  });

  it('unsubscribes with the mailed link, after which the address is gone and the link is spent', async () => {
    const visitor = new Caller(t.app, 'en');
    const token = await subscribed('sara@example.com');
    expect((await subscribers()).some((row) => row.email === 'sara@example.com')).toBe(true);

    const done = await visitor.post('/api/newsletter/unsubscribe', { token });
    expect(done).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.unsubscribed.en } });
    expect((await subscribers()).some((row) => row.email === 'sara@example.com')).toBe(false);

    const again = await new Caller(t.app, 'ar').post('/api/newsletter/unsubscribe', { token });
    expect(again).toMatchObject({ status: 404, body: { message: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.ar } });
  });

  it('removes the whole subscription with any of its links, older ones then spent too', async () => {
    const visitor = new Caller(t.app);
    const older = await subscribed('twice@example.com');
    await visitor.post('/api/newsletter', { email: 'twice@example.com', consent: true });
    const newer = (await mailedToken('twice@example.com')).token;
    expect(newer).not.toBe(older);

    expect((await visitor.post('/api/newsletter/unsubscribe', { token: older })).status).toBe(200);
    expect((await subscribers()).some((row) => row.email === 'twice@example.com')).toBe(false);
    expect((await visitor.post('/api/newsletter/unsubscribe', { token: newer })).status).toBe(404);
  });

  describe.each([
    { route: '/api/newsletter/unsubscribe', unknown: NEWSLETTER_MESSAGES.unsubscribeLinkUnknown.en },
    { route: '/api/newsletter/confirm', unknown: NEWSLETTER_MESSAGES.confirmLinkUnknown.en },
  ])('$route', ({ route, unknown }) => {
    it.each([
      { link: 'an unknown token', body: { token: 'not-a-token-we-sent' }, status: 404, message: unknown },
      { link: 'a mangled overlong token', body: { token: 'x'.repeat(5000) }, status: 404, message: unknown },
      { link: 'an empty token', body: { token: '' }, status: 400, message: /Link token is required/ },
      { link: 'no token', body: {}, status: 400, message: /Link token/ },
    ])('answers $link with $status and a message a person understands', async ({ body, status, message }) => {
      const answer = await new Caller(t.app).post<{ message: string }>(route, body);

      expect(answer.status).toBe(status);
      expect(answer.body.message).toMatch(message);
    });
  });

  it('lets an admin remove a subscriber, whose link then no longer works', async () => {
    const token = await subscribed('removed@example.com');
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
