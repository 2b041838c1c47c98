import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { WARM_WAIT_MS } from '../build/route-preload.plugin.js';
import { commitsOf, installCommitCounter } from '../scripts/commit-counter.mjs';
import { GESTURE_MARK } from '../src/lib/gesture/first-gesture.js';
import { newPage } from './support/browser.js';
import { controlsOpen, headingHydrated, hydrated, watchConsole } from './support/hydration.js';
import { useJourney } from './support/journey.js';
import { ar, bookingEn, en, publicAr, publicEn } from './support/texts.js';
import { field, until } from './support/ui.js';

// What a prerendered page does as its code arrives and starts: a gesture made before it, the renders
// after hydration, the locale data it warms, the root element it leaves alone.
const journey = useJourney({ seedDemo: true });
let brandSlug: string;

beforeAll(async () => {
  ({ brandSlug } = (await (await fetch(`${journey.stack.baseUrl}/api/site`)).json()) as { brandSlug: string });
});

/** The page's scripts as the browser fetched them: when each was asked for and when it had arrived. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, asked: entry.startTime, arrived: (entry as PerformanceResourceTiming).responseEnd })),
  );

describe('a gesture made while the page\'s code still loads', () => {
  /** Opens a page with its code held back, as on a slow phone, moves the mouse over it, then lets the code come. */
  async function gestureBeforeCode(page: Page, path: string, heading: string): Promise<void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.mouse.move(120, 300);
    await page.mouse.move(160, 340);
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), GESTURE_MARK)).toBe(true);
    release();
    await page.unroute('**/assets/*.js');
  }

  it('renders after hydration only what reads the session: home and the claim form are not rendered again', async () => {
    for (const path of ['/', '/WarrantyClaim']) {
      const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
      await page.addInitScript(installCommitCounter);
      await page.goto(path);
      await hydrated(page);
      // The session's steps come after the content's hydration: asked once the content is hydrated, then answered.
      await controlsOpen(page);
      await page.waitForLoadState('networkidle');
      const commits = await commitsOf(page);
      // Hydrating (the header, the content, sections as they come into view) renders components for the
      // first time; rendering again is what each step of the session did to the whole page (the claim
      // form's 102 to 124 components, three times over). Now only the header's log-in links and a few
      // small parts read it.
      expect(commits.some((commit) => commit.rendered > 30 && commit.updated === 0)).toBe(true);
      const mostAgain = Math.max(...commits.map((commit) => commit.updated));
      expect([path, mostAgain, mostAgain <= 10]).toEqual([path, mostAgain, true]);
      await page.context().close();
    }
  });

  it('counts on home: the footer\'s blocks hydrate once the code has run, without a second gesture', async () => {
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
    const problems = watchConsole(page);
    await gestureBeforeCode(page, '/', en.pages.home.heading);
    await hydrated(page);
    // The footer waits for the visitor's first interaction: the one made before the code counts.
    await page.waitForFunction(() => {
      const block = document.querySelector('.site-footer h2');
      return block !== null && Object.keys(block).some((key) => key.startsWith('__reactFiber'));
    }, undefined, { timeout: 10_000 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('counts on the locator: the map loads once the code has run, without a second gesture', async () => {
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
    const problems = watchConsole(page);
    await gestureBeforeCode(page, '/locator', en.pages.locator.heading);
    // No gesture from here on: the one made before is enough (the map's button goes, Leaflet loads).
    await page.locator('.leaflet-container').waitFor();
    expect(await page.locator('.branch-map__show').count()).toBe(0);
    // Without internet the tiles cannot load: only those failures may reach the console.
    expect(problems.filter((problem) => !/tile\.openstreetmap\.org|ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(problem))).toEqual([]);
    await page.context().close();
  });
});

describe('a section of a page whose code comes later', () => {
  it('takes no input until its code has hydrated it: a service ticked on the home booking form is never lost', async () => {
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
    const problems = watchConsole(page);
    // A phone's screen: the form's later fields are below it, so their code is not asked for with the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await controlsOpen(page);
    // From here every module the page asks for is held, as on a slow link: the code of the form's
    // calendar, times and services, which starting the form asks for.
    const held: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue().catch(() => undefined);
    });
    const form = page.locator('#booking-form form');
    await field(form, bookingEn.booking.fields.vehicleType).selectOption('Toyota');
    await until(async () => held.length, (count) => count > 0);
    // The server's markup of the services is there, but shut: a tick now would be undone as the code hydrates it.
    const service = form.getByRole('checkbox', { name: 'A/C Gas Refill' });
    expect([await service.isVisible(), await service.isDisabled()]).toEqual([true, true]);
    release();
    await page.unroute('**/assets/*.js');
    await service.check();
    await form.getByText(bookingEn.booking.servicesSelected.replace('{{count}}', '1')).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the footer of a page the browser renders itself', () => {
  it.each([
    ['en', publicEn, en],
    ['ar', publicAr, ar],
  ] as const)('comes in %s without a gesture: a visitor who only reads sees its blocks', async (lang, texts, frame) => {
    // The reset link's page is not prerendered: there is no server markup of the footer to show meanwhile.
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang });
    const problems = watchConsole(page);
    await page.goto(`/forgotpassword?lang=${lang}`);
    await page.getByRole('heading', { level: 1, name: frame.resetPassword.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-prerendered'))).toBe(false);
    await page.getByRole('heading', { name: texts.siteFooter.timetable }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), GESTURE_MARK)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the browser\'s ICU data', () => {
  /**
   * Who made each collator and date format on the page's main thread (its own inline script, or the
   * app's code: a file under /assets/), and the order of the ICU warm-up worker's start, its answer and
   * the entry script's insertion.
   */
  async function intlMadeOn(
    path: string,
    { prepare = async () => undefined, then = async () => undefined }: { prepare?: (page: Page) => Promise<void>; then?: (page: Page) => Promise<void> } = {},
  ): Promise<{ collators: string[]; dates: string[]; steps: string[] }> {
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
    await prepare(page);
    await page.addInitScript(() => {
      const made = { collators: [] as string[], dates: [] as string[], steps: [] as string[] };
      Object.assign(window, { intlMade: made });
      const counted = <C extends typeof Intl.Collator | typeof Intl.DateTimeFormat>(Real: C, into: string[]): C => {
        const Counted = function (this: unknown, ...args: unknown[]) {
          into.push(/\/assets\//.test(new Error().stack ?? '') ? 'app' : 'page');
          return new (Real as unknown as new (...args: unknown[]) => unknown)(...args);
        };
        Counted.prototype = Real.prototype;
        Counted.supportedLocalesOf = Real.supportedLocalesOf.bind(Real);
        return Counted as unknown as C;
      };
      Intl.Collator = counted(Intl.Collator, made.collators);
      Intl.DateTimeFormat = counted(Intl.DateTimeFormat, made.dates);
      const RealWorker = window.Worker;
      window.Worker = class extends RealWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          made.steps.push(`worker ${new URL(String(url), location.href).pathname.replace(/-[0-9a-f]{8}\.js$/, '')}`);
          this.addEventListener('message', () => made.steps.push('answered'));
        }
      };
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.type === 'module') made.steps.push('entry');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await hydrated(page);
    await then(page);
    const made = await page.evaluate(() => (window as unknown as { intlMade: { collators: string[]; dates: string[]; steps: string[] } }).intlMade);
    await page.context().close();
    return made;
  }

  it('is loaded by a worker while the code downloads, for what the page sorts and formats, before the app runs', async () => {
    // The worker answers before the entry is put in the page; on the main thread only the app makes
    // collators and date formats, which then find ICU's data loaded.
    for (const path of ['/', '/WarrantyClaim?lang=ar']) {
      const made = await intlMadeOn(path);
      expect([path, made.steps, made.collators.includes('page'), made.collators.includes('app'), made.dates.includes('page')]).toEqual([
        path,
        ['worker /assets/intl-warm', 'answered', 'entry'],
        false,
        true,
        false,
      ]);
    }
  });

  it('does not hold the page for a worker slower than the wait, which still answers and goes', async () => {
    // The worker's script held back past the wait, as behind the page's code on a busy host.
    const made = await intlMadeOn('/', {
      prepare: async (page) => {
        await page.route('**/assets/intl-warm-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS + 1000));
          await route.continue().catch(() => undefined);
        });
      },
      // Left to finish rather than ended while its script loads, it answers, and the page's network goes quiet.
      then: async (page) => {
        await page.waitForFunction(() => (window as unknown as { intlMade: { steps: string[] } }).intlMade.steps.includes('answered'));
        await page.waitForLoadState('networkidle', { timeout: 15_000 });
      },
    });
    expect(made.steps).toEqual(['worker /assets/intl-warm', 'entry', 'answered']);
  });

  it('is not loaded at all by a page that sorts and formats nothing', async () => {
    for (const path of [`/why${brandSlug}services?lang=ar`, '/contact', '/login?lang=ar']) {
      expect([path, await intlMadeOn(path)]).toEqual([path, { collators: [], dates: [], steps: ['entry'] }]);
    }
  });
});

describe('React DOM', () => {
  it('is a file of its own, asked for with the entry on a prerendered page and on one the browser renders', async () => {
    for (const path of ['/?lang=ar', '/account']) {
      const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
      const problems = watchConsole(page);
      await page.goto(path);
      await headingHydrated(page);
      const scripts = await scriptsOf(page);
      const renderer = scripts.filter((script) => /^\/assets\/react-dom-[\w-]+\.js$/.test(script.path));
      const entry = scripts.find((script) => /^\/assets\/index-[\w-]+\.js$/.test(script.path))!;
      // Asked for once, before the entry could run (a module runs once it has arrived and the document
      // is parsed): found only by the entry's import, it would cost a round trip after the entry ran.
      const parsed = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive);
      expect([path, renderer.length, renderer[0]!.asked < Math.max(entry.arrived, parsed)]).toEqual([path, 1, true]);
      // The entry imports it only dynamically: a static import would make the browser evaluate both in one task.
      const entryCode = await (await fetch(`${journey.stack.baseUrl}${entry.path}`)).text();
      const file = renderer[0]!.path.replace('/assets/', '');
      // As the build writes them: import(`./react-dom-….js`) and, for a static one, from"./react-dom-….js".
      expect([entryCode.includes(`import(\`./${file}\`)`), entryCode.includes(`from"./${file}"`)]).toEqual([true, false]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

describe('a prerendered page\'s code', () => {
  /** When the browser showed the page's first contentful paint. */
  const paintedAt = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);

  it('is asked for only once the first contentful paint has been shown', async () => {
    // Files that had arrived before the page's first paint was shown count, for Lighthouse's phone, as
    // needed for that paint (its largest paint at 1.6 to 2.0 s instead of 0.9).
    for (const path of ['/?lang=ar', `/why${brandSlug}services`, '/WarrantyClaim?lang=ar', '/locator']) {
      const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
      await page.goto(path);
      await headingHydrated(page);
      const [painted, scripts] = [await paintedAt(page), await scriptsOf(page)];
      expect(scripts.length).toBeGreaterThan(2);
      expect([path, scripts.filter((script) => !(script.asked >= painted))]).toEqual([path, []]);
      await page.context().close();
    }
  });

  it('still comes in a browser that does not report its paints', async () => {
    for (const hide of ['PerformanceObserver', 'paint']) {
      const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
      await page.addInitScript((what) => {
        if (what === 'paint') Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: ['resource'] });
        else Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
      }, hide);
      const problems = watchConsole(page);
      await page.goto('/WarrantyClaim');
      await hydrated(page);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the root element\'s language', () => {
  it('is left as the server wrote it through hydration, and changes when the visitor switches', async () => {
    for (const path of ['/?lang=ar', '/WarrantyClaim']) {
      const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
      // Every write of <html lang dir> after the parser's, even of the same value: Chromium restyles the
      // whole page for each one (a second recalculation of all 767 elements of home, found in a trace).
      await page.addInitScript(() => {
        const writes: string[] = [];
        Object.assign(window, { rootWrites: writes });
        new MutationObserver((records) => {
          for (const record of records) if (record.target === document.documentElement) writes.push(record.attributeName ?? '');
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang', 'dir'] });
      });
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const writes = () => page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites);
      expect([path, await writes()]).toEqual([path, []]);
      const dirAfter = path.includes('lang=ar') ? 'ltr' : 'rtl';
      await page.locator('button.lang-toggle').click();
      await page.waitForFunction((dir) => document.documentElement.dir === dir, dirAfter);
      expect((await writes()).sort()).toEqual(['dir', 'lang']);
      await page.context().close();
    }
  });
});
