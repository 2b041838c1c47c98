import type { Lang } from '@dealer/contracts';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { repoRoot } from './stack.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screensDir = `${repoRoot}test-results/screens`;

/**
 * Debian's Chromium, headless. Never `npx playwright install`: the machine has no such download.
 * The branch map's tiles come from the internet, which journeys do not reach: the tile server's name
 * resolves to nothing at once, so no journey depends on how the machine's resolver fails.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP tile.openstreetmap.org ~NOTFOUND',
    ],
  });
}

export interface NewPageOptions {
  /** Browser language: 'en' (default) or 'ar'; sets navigator.language and Accept-Language. */
  lang?: Lang;
  /** Lets `page.goto('/login')` resolve against the stack, e.g. stack.baseUrl. */
  baseUrl?: string;
  /** IANA zone of the browser's clock; default the machine's, so pages cannot lean on Riyadh time. */
  timezoneId?: string;
}

/** A page in a fresh context (own cookies and storage), 1280x800. Closing the browser closes it too. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: options.lang === 'ar' ? 'ar-SA' : 'en-US',
    timezoneId: options.timezoneId,
    baseURL: options.baseUrl,
  });
  return context.newPage();
}

/** Saves a full-page PNG (or only `part` of the page) to test-results/screens/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string, part?: Locator): Promise<string> {
  await mkdir(screensDir, { recursive: true });
  const path = `${screensDir}/${name.replace(/[^\w.-]+/g, '-')}.png`;
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
  return path;
}

/** Collects uncaught page errors and console errors, so a journey can assert the page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Failed requests (a 401 from a session probe, say) are the journey's to judge, not page errors.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console.error: ${message.text()}`);
      if (process.env.E2E_ERROR_URL) errors.push(`  at ${page.url()}`);
    }
  });
  return errors;
}

/**
 * The page (or only `part`) at a phone's width and a desktop's, as `<name>-390` and `<name>-1280`,
 * with the toasts that would cover it hidden while the pictures are taken.
 */
export async function screenshotBothWidths(page: Page, name: string, part?: Locator): Promise<void> {
  await screenshotAt(page, name, { width: 390, height: 844 }, part);
}

/**
 * A desk's page (the admin's and the branch staff's screens) at a tablet's width and a desktop's, as
 * `<name>-820` and `<name>-1280`, with the toasts hidden.
 */
export async function screenshotDeskWidths(page: Page, name: string): Promise<void> {
  await screenshotAt(page, name, { width: 820, height: 1180 });
}

/** At the narrow size, then at 1280 × 800, where the page is left. */
async function screenshotAt(page: Page, name: string, narrow: { width: number; height: number }, part?: Locator): Promise<void> {
  const hidden = await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  for (const [size, suffix] of [[narrow, narrow.width], [{ width: 1280, height: 800 }, 1280]] as const) {
    await page.setViewportSize(size);
    // Laid out and painted at the new size first: a full-page picture taken at once after a resize
    // showed parts of a tall page blank (the admin's footer, a booking's timeline).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${suffix}`, part);
  }
  await hidden.evaluate((style) => (style as Element).remove());
}
