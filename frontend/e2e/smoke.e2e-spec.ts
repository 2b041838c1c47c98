import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PAGE_CODE_ID } from '@dealer/contracts';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser, newPage, screenshot } from './support/browser.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * The app's entry: the src of every `<script type="module">` (the app shell), or on a prerendered page
 * the entry its page-code names (asked for once the page has painted). What makes a page the app
 * rather than an error page.
 */
const moduleScripts = (html: string) => {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => (/\btype="module"/.test(tag) ? /\bsrc="([^"]+)"/.exec(tag)?.[1] : undefined))
    .filter((src): src is string => src !== undefined);
  const pageCode = new RegExp(`<script type="application/json" id="${PAGE_CODE_ID}">([^<]*)</script>`).exec(html)?.[1];
  return pageCode ? [...tags, (JSON.parse(pageCode) as { entry: string }).entry] : tags;
};

describe('smoke: the built server boots and serves the site', () => {
  let stack: Stack;
  let browser: Browser;
  let shellScripts: string[];

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    shellScripts = moduleScripts(await (await fetch(`${stack.baseUrl}/`)).text());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('reports the database and Redis up', async () => {
    const response = await fetch(`${stack.baseUrl}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('serves the built app with its entry script', () => {
    expect(shellScripts.length).toBeGreaterThan(0);
  });

  it.each(['/', '/login', '/AdminPanel'])('renders %s from a direct visit', async (path) => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);

    const response = await page.goto(path, { waitUntil: 'load' });

    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // A deep link gets the app shell, not a server 404 page.
    expect(moduleScripts(await response!.text())).toEqual(shellScripts);
    // A function, not a string: Playwright evaluates a string predicate again on every poll, which the
    // site's Content-Security-Policy (no 'unsafe-eval') refuses once the first check comes out false.
    await page.waitForFunction(() => document.body.innerText.trim().length > 0, undefined, { timeout: 15_000 });
    await screenshot(page, `smoke${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown API route with a 404, not the app shell', async () => {
    const response = await fetch(`${stack.baseUrl}/api/no-such-route`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});
