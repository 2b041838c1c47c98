// Prints, per public route, the gzip size of the JavaScript a phone loads before any interaction:
// every script the page requests until the network is quiet, measured in Chromium against the
// production build. Exits with 1 when a route is over the budget.
// Usage: npm run build && node frontend/scripts/bundle-size.mjs [--lang=ar]   (BASE_URL to reuse a server;
// ROUTES=/,/locator to measure fewer; BUDGET_KB to judge against another budget than the 110 kB target)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProductionServer } from './production-server.mjs';

const BUDGET_KB = Number(process.env.BUDGET_KB ?? 110);
const lang = process.argv.includes('--lang=ar') ? 'ar' : 'en';
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : ['/', '/service', '/why{brand}services', '/locator', '/gallery', '/contact', '/ecatalog', '/WarrantyClaim', '/login', '/unsubscribe', '/confirm-subscription', '/no-such-page'];

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failed = false;
// What every route loads (the entry and the language's texts), the floor no page can go below.
let everyRoute;
try {
  const site = await (await fetch(`${server.baseUrl}/api/site`)).json();
  console.log(`JavaScript before interaction, gzip, ${lang === 'ar' ? 'Arabic' : 'English'}, 390x844 (budget ${BUDGET_KB} kB)`);
  for (const route of ROUTES) {
    const path = route.replace('{brand}', site.brandSlug);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
    // The language as a returning visitor has it: the cookie the server prerenders the page in, and the
    // browser's own copy of the choice.
    await context.addCookies([{ name: 'lang', value: lang, url: server.baseUrl }]);
    await context.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (response.status() >= 300 && response.status() < 400) return; // a redirect weighs nothing
      // The server sends the build's own .gz copies (level 9, see frontend/build/precompress.plugin.ts).
      // Chromium sometimes lets go of a body before it is read (a module fetched by a preload link and
      // then by its script): the file is then asked for again, as counting it as nothing would hide weight.
      const body = await response.body().catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
    // A prerendered page asks for its code only once its first paint is shown (route-preload.plugin.ts):
    // on a slow machine the network can be quiet for a while before that, so the count waits for React
    // to have taken over the page's heading, then for a second without a new script.
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')), null, { timeout: 60_000 });
    for (let seen = -1; seen !== scripts.size; ) {
      seen = scripts.size;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1000;
    const over = total > BUDGET_KB;
    failed ||= over;
    if (process.env.VERBOSE) for (const [url, size] of scripts) console.log(`    ${(size / 1000).toFixed(1).padStart(6)} kB  ${new URL(url).pathname}`);
    console.log(`${path.padEnd(26)} ${total.toFixed(1).padStart(7)} kB  ${String(scripts.size).padStart(2)} files${over ? '  OVER BUDGET' : ''}`);
    everyRoute = everyRoute ? new Map([...everyRoute].filter(([url]) => scripts.has(url))) : new Map(scripts);
    await context.close();
  }
  const shared = [...everyRoute.values()].reduce((sum, size) => sum + size, 0) / 1000;
  console.log(`${'loaded by every route'.padEnd(26)} ${shared.toFixed(1).padStart(7)} kB  ${String(everyRoute.size).padStart(2)} files`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
