import AxeBuilder from '@axe-core/playwright';
import { beforeAll } from '@jest/globals';
import type { Lang } from '@dealer/contracts';
import type { Page, Request } from 'playwright-core';
import { controlsOpen, hydrated } from './hydration.js';
import { useJourney, type Journey } from './journey.js';

/** The public pages as the sitemap lists them; `{brand}` is the configured brand slug. */
export async function publicPaths(baseUrl: string): Promise<string[]> {
  const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as { brandSlug: string };
  return ['/', '/service', `/why${site.brandSlug}services`, '/locator', '/gallery', '/contact', '/ecatalog', '/no-such-page'];
}

/**
 * Opens a page in a language with the cookie choice already made (as a returning visitor), so the
 * consent banner does not cover what a journey looks at. The banner's own journey starts without it.
 */
export async function openPublicPage(page: Page, path: string, lang: Lang, options: { consented?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ lang, consented }) => {
      window.localStorage.setItem('lang', lang);
      if (consented) {
        window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
        // The modal banner is the subject of its own journey.
        window.sessionStorage.setItem('modalBannerSeen', '1');
      }
    },
    { lang, consented: options.consented ?? true },
  );
  await page.goto(path, { waitUntil: 'load' });
  // A page prerendered in another language (no cookie yet, the choice kept only in localStorage) is
  // rendered afresh in the stored one: its server heading is there before the page is in that language.
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
  await hydrated(page);
}

/**
 * Scrolls to the bottom so the sections loaded on approach (home sections, footer blocks) appear. The
 * page is settled first and last (no request in flight for a moment, then two frames: what was asked
 * for has come and React has shown it), and a frame after each step lets it see what came near. Fixed
 * pauses would be too long on a fast machine and too short on a slow one.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => void inFlight.add(request);
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const settled = async () => {
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS && Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
    await nextFrame(page);
    await nextFrame(page);
  };
  try {
    // First the page as opened and hydrated (a language adopted from storage renders it again): a
    // section watched only once the page had been scrolled past it would never come near.
    await controlsOpen(page);
    await settled();
    for (let i = 0; i < 12; i++) {
      await page.mouse.wheel(0, 900);
      await nextFrame(page);
    }
    await page.keyboard.press('End');
    await nextFrame(page);
    await settled();
    // Every section has come near by now. Each hydrates once its code is in, over a few frames on a
    // busy machine, and its controls take input only then (deferred-section.tsx).
    await page.waitForFunction(() => document.querySelector('fieldset.deferred-section:disabled') === null, undefined, { timeout: 10_000 }).catch(async () => {
      const closed = await page.$$eval('fieldset.deferred-section:disabled', (sections) => sections.map((section) => (section.textContent ?? '').slice(0, 80)));
      throw new Error(`${page.url()}: sections still waiting for their code after 10 s: ${JSON.stringify(closed)}`);
    });
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** No request in flight for this long: what scrolling asked for has arrived. */
const QUIET_MS = 250;

const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/**
 * The serious and critical WCAG 2.1 AA violations axe finds on the page as it is now. axe runs in the
 * page in one call (`setLegacyMode`; the site has no frames, so nothing goes untested) and
 * gathers only violations in full: its default sends every rule's result for every node out of the page
 * and into a second, blank one to be merged, which cost more than the checks themselves.
 */
export async function seriousAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The same findings as lines a failed assertion reads well: the rule and its first elements. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

export interface PublicSiteJourney extends Journey {
  /** The public pages, ready once the file's set-up has run. */
  readonly paths: string[];
}

/** A journey over the public pages of a demo-seeded stack: its stack, browser and page list. */
export function usePublicSiteJourney(): PublicSiteJourney {
  const journey = useJourney({ seedDemo: true });
  let paths: string[] = [];
  beforeAll(async () => {
    paths = await publicPaths(journey.stack.baseUrl);
  });
  return {
    get stack() {
      return journey.stack;
    },
    get browser() {
      return journey.browser;
    },
    get paths() {
      return paths;
    },
  };
}
