import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, SECURITY_MESSAGES, type Lang, type SubmitClaimResponse } from '@dealer/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PAGE_PERMISSIONS } from '../src/core/security/security-headers.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { claim } from './support/claim-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

/** A built frontend in miniature: a page with an inline bootstrap like Vite's, and one asset. */
const BOOTSTRAP = "(function(){var l;try{l=localStorage.getItem('lang')}catch(e){}})()";
const dist = mkdtempSync(join(tmpdir(), 'dealer-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script>${BOOTSTRAP}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');

const SITE = 'http://site.test';
let t: TestApp;
let admin: Caller;
let png: Buffer;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp({ frontendDist: dist, env: { CLAIM_IMAGE_STORAGE_MB: '1' } });
  admin = await adminCaller(t);
  png = await readFile(new URL('./fixtures/workshop.png', import.meta.url));
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;

/** Pages (and the API documentation) get the site's policy; every other /api answer is data and allows nothing. */
function expectSecurityHeaders(headers: Headers, kind: 'page' | 'api' = 'api'): void {
  const csp = String(headers['content-security-policy']);
  if (kind === 'api') {
    expect(csp).toBe("default-src 'none';frame-ancestors 'none'");
  } else {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain('img-src \'self\' data: https://tile.openstreetmap.org');
    expect(headers['permissions-policy']).toBe(PAGE_PERMISSIONS);
    expect(String(headers['permissions-policy'])).toContain('geolocation=()');
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Not in development or test: HSTS over plain HTTP would pin a local address to HTTPS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('are on pages, and the CSP allows exactly the inline bootstrap of the page', async () => {
    for (const url of ['/', '/AdminPanel', '/locator']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expectSecurityHeaders(page.headers, 'page');
      const hash = createHash('sha256').update(BOOTSTRAP).digest('base64');
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    }
  });

  it('are on static assets, API answers, error answers and the API documentation', async () => {
    const answers = await Promise.all([
      get('/assets/app.js'),
      get('/api/health'),
      get('/api/services/'),
      get('/api/no-such-route'),
      get('/assets/missing.js'),
      new Caller(t.app).post('/api/customers/login/', { email: 'nobody@example.com', password: 'wrong-password' }),
      t.app.inject({ method: 'POST', url: '/api/customers/login/', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      get('/api/docs'),
      get('/api/docs-json'),
    ]);
    expect(answers.map((a) => ('statusCode' in a ? a.statusCode : a.status))).toEqual([200, 200, 200, 404, 404, 401, 400, 200, 200]);
    // In the order above: static files and the documentation are pages, the rest is the API's data.
    const kinds = ['page', 'api', 'api', 'api', 'page', 'api', 'api', 'page', 'api'] as const;
    answers.forEach((answer, i) => expectSecurityHeaders(answer.headers, kinds[i]));
  });

  it('are on answers refused while routing, before any hook runs (a broken escape in the address)', async () => {
    const broken = await get('/api/%zz');
    expect(broken.statusCode).toBe(400);
    expectSecurityHeaders(broken.headers);
  });

  it('are on an address holding a character that cannot be stored: a page address gets the site (its not-found page), an API address a refusal', async () => {
    const page = await get('/service%00');
    expect([page.statusCode, page.headers['content-type'], page.body.includes('<div id="root">')]).toEqual([200, expect.stringMatching(/^text\/html/), true]);
    expectSecurityHeaders(page.headers, 'page');
    const api = await get('/api/locations/%00');
    expect([api.statusCode, api.json().message]).toEqual([400, API_MESSAGES.invalidAddress.en]);
    expectSecurityHeaders(api.headers);
  });

  it('are on media answers, with inline disposition and immutable caching for public images', async () => {
    const created = await admin.post<{ _id: string }>('/api/portfolioImages/', { imagePath: dataUrl(png) });
    const row = (await admin.get<{ data: { _id: string; imagePath: string }[] }>('/api/portfolioImages/')).body.data.find((r) => r._id === created.body._id)!;
    const image = await get(row.imagePath);
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image.headers);
    expect(image.headers['content-disposition']).toBe(`inline; filename="${row.imagePath.split('/').pop()}"`);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(`/api/media/${'0'.repeat(64)}.png`);
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it("keep a reader's data out of caches: API answers are no-store unless their route chooses its own caching", async () => {
    const customer = await customerCaller(t, 'cache-reader@example.com');
    const answers = await Promise.all([
      customer.send('GET', '/api/customers/me'),
      customer.send('GET', '/api/bookings/list/cache-reader@example.com'),
      customer.send('GET', '/api/warrantyclaims/list/cache-reader@example.com'),
      admin.send('GET', '/api/contacts/'),
      customer.send('GET', '/api/no-such-route'),
    ]);
    expect(answers.map((answer) => [answer.status, answer.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
    ]);
    // The site's public details say their own.
    expect((await get('/api/site')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('add HSTS in production, upgrade insecure requests when the site is served over HTTPS, and name the session cookie __Host-', async () => {
    expect(String((await get('/api/health')).headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const production = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://site.test' } });
    try {
      const answer = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      const page = await production.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      // The session cookie is a __Host- one: HTTPS only, the whole site, no Domain a sibling could share.
      const login = await production.app.inject({ method: 'POST', url: '/api/customers/login/', payload: TEST_ADMIN, remoteAddress: '10.9.0.1' });
      expect(login.statusCode).toBe(200);
      const session = login.cookies.find((cookie) => cookie.name === '__Host-sid');
      expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(session?.domain).toBeUndefined();
      const me = await production.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie: `__Host-sid=${session!.value}` }, remoteAddress: '10.9.0.1' });
      expect(me.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('requests from other sites', () => {
  const login = (origin: Record<string, string>, lang: Lang = 'en') => new Caller(t.app, lang).send('POST', '/api/customers/login/', TEST_ADMIN, origin);

  it('refuse a login from a foreign page (login CSRF), in the reader’s language', async () => {
    expect(await login({ origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { message: SECURITY_MESSAGES.crossSiteRequest.en } });
    expect(await login({ origin: 'https://evil.example' }, 'ar')).toMatchObject({ status: 403, body: { message: SECURITY_MESSAGES.crossSiteRequest.ar } });
    expect((await login({ referer: 'https://evil.example/trap.html' })).status).toBe(403);
    expect((await login({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login({ origin: 'null' })).status).toBe(403);
  });

  it('refuse sibling origins: another subdomain, port or scheme', async () => {
    for (const origin of ['http://shop.site.test', 'http://site.test:8080', 'https://site.test']) {
      expect((await login({ origin })).status).toBe(403);
    }
  });

  it("accept the site's own pages, and clients that are not browsers", async () => {
    const fromSite = await login({ origin: SITE, 'sec-fetch-site': 'same-origin' });
    expect(fromSite.status).toBe(200);
    expectSecurityHeaders(fromSite.headers);
    expect((await login({ referer: `${SITE}/login` })).status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it('refuse a cookie-carrying change from a foreign page and take it from the site', async () => {
    const customer = await customerCaller(t, 'csrf-target@example.com');
    const foreign = await customer.send('PATCH', '/api/customers/me', { lang: 'ar' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expectSecurityHeaders(foreign.headers);
    expect((await customer.send('POST', '/api/customers/logout', {}, { origin: 'http://evil.site.test' })).status).toBe(403);
    expect(customer.hasSession).toBe(true);
    expect((await customer.send('PATCH', '/api/customers/me', { lang: 'ar' }, { origin: SITE })).status).toBe(200);
    // Reads stay open to links from anywhere.
    expect((await customer.send('GET', '/api/customers/me', undefined, { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('claim photos', () => {
  let owner: Caller;
  let other: Caller;
  let photoPath: string;

  beforeAll(async () => {
    owner = await customerCaller(t, 'claim-owner@example.com');
    other = await customerCaller(t, 'claim-other@example.com');
  });

  const fetchAs = (caller: Caller | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(caller?.cookie ? { cookie: caller.cookie } : {}), ...headers } });

  it('are served to their owner and to admins only, never publicly cached', async () => {
    // A photo of its own: bytes also uploaded as a public catalog image would be public anyway.
    const invoice = await sharp(png).flop().png().toBuffer();
    const filed = await owner.post<SubmitClaimResponse>('/api/warrantyclaims/', claim({ invoiceImage: dataUrl(invoice) }));
    expect(filed.status).toBe(201);
    const [row] = (await owner.get<{ data: { _id: string; invoiceImagePath: string }[] }>('/api/warrantyclaims/list/claim-owner@example.com')).body.data;
    photoPath = row!.invoiceImagePath;
    expect(photoPath).toBe(`/api/warrantyclaims/${filed.body._id}/invoice-image`);

    for (const caller of [owner, admin]) {
      const answer = await fetchAs(caller, photoPath);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['content-disposition']).toBe(`inline; filename="invoice-${filed.body.reference}.png"`);
      expectSecurityHeaders(answer.headers);
      expect((await fetchAs(caller, photoPath, { 'if-none-match': answer.headers.etag as string })).statusCode).toBe(304);
    }
    expect((await fetchAs(other, photoPath)).statusCode).toBe(404);
    expect((await fetchAs(other, photoPath, { 'if-none-match': `"${'0'.repeat(64)}"` })).statusCode).toBe(404);
    expect((await fetchAs(null, photoPath)).statusCode).toBe(401);
  });

  it('are not found at the public media address', async () => {
    const sha256 = (await fetchAs(owner, photoPath)).headers.etag!.toString().replaceAll('"', '');
    expect((await get(`/api/media/${sha256}.png`)).statusCode).toBe(404);
  });

  it("count toward the customer's storage limit; the same photo again costs nothing", async () => {
    // Noise does not compress: each of these is about 700 kB as a PNG, so two pass a 1 MB limit.
    const noise = () => sharp(randomBytes(480 * 480 * 3), { raw: { width: 480, height: 480, channels: 3 } }).png().toBuffer();
    const [first, second] = await Promise.all([noise(), noise()]);
    expect(first.length).toBeGreaterThan(600 * 1024);
    const customer = await customerCaller(t, 'claim-quota@example.com');
    expect((await customer.post('/api/warrantyclaims/', claim({ invoiceImage: dataUrl(first) }))).status).toBe(201);
    const refused = await customer.post('/api/warrantyclaims/', claim({ invoiceImage: dataUrl(second) }));
    const full = 'Your claim photos have reached the storage limit of 1 MB: please contact us to add more';
    // The refusal names the photo field, so the form shows it there.
    expect(refused).toMatchObject({ status: 413, body: { message: full, errors: [{ field: 'invoiceImage', message: full }] } });
    expect((await customer.post('/api/warrantyclaims/', claim({ invoiceImage: dataUrl(first) }))).status).toBe(201);
    expect((await customer.post('/api/warrantyclaims/', claim())).status).toBe(201);
    // The limit is each customer's own.
    expect((await other.post('/api/warrantyclaims/', claim({ invoiceImage: dataUrl(second) }))).status).toBe(201);
  });
});
