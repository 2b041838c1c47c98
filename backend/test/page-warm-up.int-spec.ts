import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PagePrerenderer } from '../src/modules/prerender/page-prerenderer.service.js';
import { prerenderedPaths } from '../src/modules/prerender/page-routes.js';
import { adminCaller } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import type { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The real build: the pages are rendered by the app's own server bundle (npm test builds it first).
const dist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
if (!existsSync(fileURLToPath(new URL('../../frontend/dist-ssr/entry-server.js', import.meta.url)))) {
  throw new Error('No frontend build: run `npm run build` before the integration tests');
}

let t: TestApp;
let admin: Caller;
let pages: PagePrerenderer;
/** Every public page and the 404 page, in both languages. */
let all: number;

beforeAll(async () => {
  t = await createTestApp({ frontendDist: dist });
  admin = await adminCaller(t);
  pages = t.app.get(PagePrerenderer);
  all = (prerenderedPaths(t.config.brandSlug).length + 1) * 2;
  // Nothing is rendered ahead until the server takes requests.
  expect(pages.pagesRendered).toBe(0);
  await t.app.listen(0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string, lang: 'en' | 'ar') => t.app.inject({ method: 'GET', url, headers: { cookie: `lang=${lang}` } });

describe('pages rendered ahead', () => {
  it('are every public page and the 404 page in both languages once the server listens, sent without a render', async () => {
    await eventually(async () => expect(pages.pagesKept).toBe(all), 30_000);
    const rendered = pages.pagesRendered;
    expect(rendered).toBe(all);
    for (const url of ['/', '/locator', '/WarrantyClaim', `/why${t.config.brandSlug}services`, '/no-such-page']) {
      for (const lang of ['en', 'ar'] as const) expect((await page(url, lang)).statusCode).toBe(url === '/no-such-page' ? 404 : 200);
    }
    expect(pages.pagesRendered).toBe(rendered);
  });

  it('are made again after the catalog changes, with the change in them', async () => {
    await eventually(async () => expect(pages.pagesKept).toBe(all), 30_000);
    const before = pages.pagesRendered;
    const created = await admin.post('/api/services/', { serviceName: 'Cabin Ozone Clean', serviceCategory: 'AC Servicing' });
    expect(created.status).toBe(201);
    // Dropped at once, then all made again a moment after the last change.
    await eventually(async () => expect([pages.pagesKept, pages.pagesRendered - before >= all]).toEqual([all, true]), 30_000);
    const rendered = pages.pagesRendered;
    const services = await page('/service', 'en');
    expect(services.body).toContain('Cabin Ozone Clean');
    expect(pages.pagesRendered).toBe(rendered);
  });
});
