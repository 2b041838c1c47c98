import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ListResponse, NewsletterRow } from '@dealer/contracts';
import { NEWSLETTER_MESSAGES } from '../src/modules/enquiries/newsletter/newsletter.controller.js';
import { adminCaller } from './support/accounts.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
});
afterAll(async () => {
  await t?.close();
});

async function subscribers(): Promise<NewsletterRow[]> {
  const answer = await admin.get<ListResponse<NewsletterRow>>('/api/newsletter');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('newsletter', () => {
  it('stores a subscription with its consent time and answers in the visitor language', async () => {
    const before = Date.now();
    const english = await new Caller(t.app, 'en').post('/api/newsletter', { email: ' Layla@Example.com ', consent: true });
    const arabic = await new Caller(t.app, 'ar').post('/api/newsletter', { email: 'omar@example.com', consent: true });

    expect(english).toMatchObject({ status: 201, body: { message: NEWSLETTER_MESSAGES.subscribed.en } });
    expect(arabic).toMatchObject({ status: 201, body: { message: NEWSLETTER_MESSAGES.subscribed.ar } });
    const layla = (await subscribers()).find((row) => row.email === 'layla@example.com');
    expect(layla).toBeDefined();
    expect(new Date(layla!.consentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes the same address again without a second row or an error, renewing the consent time', async () => {
    const first = (await subscribers()).find((row) => row.email === 'omar@example.com')!;
    const again = await new Caller(t.app).post('/api/newsletter', { email: 'OMAR@example.com', consent: true });

    expect(again.status).toBe(201);
    const rows = (await subscribers()).filter((row) => row.email === 'omar@example.com');
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.consentAt).getTime()).toBeGreaterThanOrEqual(new Date(first.consentAt).getTime());
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

  it('lists subscribers to admins only', async () => {
    expect((await new Caller(t.app).get('/api/newsletter')).status).toBe(401);
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
