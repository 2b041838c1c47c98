import { beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, type Lang } from '@dealer/contracts';
import { get as httpGet } from 'node:http';
import type { Page } from 'playwright-core';
import { newsletterAr } from '../src/locales/newsletter.ar.js';
import { newsletterEn } from '../src/locales/newsletter.en.js';
import { newPage, screenshot } from './support/browser.js';
import { controlsOpen, hydrated, watchConsole } from './support/hydration.js';
import { useJourney } from './support/journey.js';
import { ar, en, type Messages, publicAr, publicEn } from './support/texts.js';

const journey = useJourney({ seedDemo: true });

interface Row {
  [field: string]: unknown;
}
interface Catalog {
  brandName: string;
  brandSlug: string;
  email: string;
  branch: Row;
  service: Row;
  vehicle: Row;
}
let catalog: Catalog;

async function rows(path: string): Promise<Row[]> {
  return ((await (await fetch(`${journey.stack.baseUrl}${path}`)).json()) as { data: Row[] }).data;
}

beforeAll(async () => {
  const site = (await (await fetch(`${journey.stack.baseUrl}/api/site`)).json()) as Catalog;
  const [branch] = await rows('/api/locations/');
  const [service] = await rows('/api/services/');
  const [vehicle] = await rows('/api/vehicles/');
  catalog = { ...site, branch: branch!, service: service!, vehicle: vehicle! };
});

const TEXTS: Record<Lang, { messages: Messages; unsubscribeHeading: string; confirmHeading: string }> = {
  en: { messages: en, unsubscribeHeading: newsletterEn.unsubscribe.heading, confirmHeading: newsletterEn.confirmSubscription.heading },
  ar: { messages: ar, unsubscribeHeading: newsletterAr.unsubscribe.heading, confirmHeading: newsletterAr.confirmSubscription.heading },
};

/** The catalog's name of a row in a language: the Arabic companion field beside the English one. */
const named = (row: Row, field: string, lang: Lang) => String(row[lang === 'ar' ? `${field}Ar` : field]);

interface Route {
  /** How the test names the page. */
  name: string;
  path: () => string;
  heading: (lang: Lang) => string;
  /** Catalog content the page shows, in the language (a service, a branch, site details...). */
  content: (lang: Lang) => string;
  status?: number;
}

/** Every public route, its heading and a piece of the catalog it shows, from the demo data. */
const ROUTES: Route[] = [
  { name: '/', path: () => '/', heading: (lang) => TEXTS[lang].messages.pages.home.heading, content: (lang) => named(catalog.branch, 'branchName', lang) },
  { name: '/service', path: () => '/service', heading: (lang) => TEXTS[lang].messages.pages.services.heading, content: (lang) => named(catalog.service, 'serviceName', lang) },
  { name: 'about',
    path: () => `/why${catalog.brandSlug}services`,
    heading: (lang) => TEXTS[lang].messages.pages.about.heading.replace('{{brand}}', catalog.brandName),
    content: () => catalog.brandName,
  },
  { name: '/locator', path: () => '/locator', heading: (lang) => TEXTS[lang].messages.pages.locator.heading, content: (lang) => named(catalog.branch, 'branchName', lang) },
  { name: '/gallery', path: () => '/gallery', heading: (lang) => TEXTS[lang].messages.pages.gallery.heading, content: () => '<img src="/api/media/' },
  { name: '/contact', path: () => '/contact', heading: (lang) => TEXTS[lang].messages.pages.contact.heading, content: () => catalog.email },
  { name: '/ecatalog', path: () => '/ecatalog', heading: (lang) => TEXTS[lang].messages.pages.ecatalog.heading, content: () => catalog.email },
  { name: '/login', path: () => '/login', heading: (lang) => TEXTS[lang].messages.auth.title, content: () => catalog.email },
  { name: '/WarrantyClaim', path: () => '/WarrantyClaim', heading: (lang) => TEXTS[lang].messages.pages.warrantyClaim.heading, content: (lang) => named(catalog.vehicle, 'vehicleType', lang) },
  { name: '/unsubscribe', path: () => '/unsubscribe', heading: (lang) => TEXTS[lang].unsubscribeHeading, content: () => catalog.email },
  { name: '/confirm-subscription', path: () => '/confirm-subscription', heading: (lang) => TEXTS[lang].confirmHeading, content: () => catalog.email },
  { name: '404', path: () => '/no-such-page', heading: (lang) => TEXTS[lang].messages.pages.notFound.heading, content: () => catalog.email, status: 404 },
];

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/** The page as a search engine or a browser without scripts gets it; Arabic chosen by the cookie, English by default. */
async function fetchPage(path: string, lang: Lang) {
  const response = await fetch(`${journey.stack.baseUrl}${path}`, { headers: lang === 'ar' ? { cookie: 'lang=ar' } : {} });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return { response, html, root };
}

describe.each(['en', 'ar'] as const)('prerendered pages in %s, before any script runs', (lang) => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s has its language, heading, catalog content and alternates', async (_, route) => {
    const path = route.path();
    const { response, html, root } = await fetchPage(path, lang);
    expect(response.status).toBe(route.status ?? 200);
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`));
    expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '')).toBe(route.heading(lang));
    expect(root).toContain(route.content(lang).replace(/&/g, '&amp;'));
    // Form controls wait for hydration: nothing chosen before it is lost, nothing is sent the browser's way.
    expect(root).toContain('<fieldset class="hydration-gate" disabled="">');
    if (route.status === 404) {
      expect(html).toContain('<meta name="robots" content="noindex">');
    } else {
      const page = `${journey.stack.baseUrl}${path}`;
      // English is asked for without a language (the address a crawler reads), Arabic by the cookie.
      expect(html).toContain(`<link rel="canonical" href="${lang === 'en' ? page : `${page}?lang=${lang}`}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${page}?lang=en">`);
      expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${page}?lang=ar">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${page}">`);
    }
  });
});

describe('pages the browser renders itself (a visitor\'s own)', () => {
  const description = async (path: string, cookie?: string) =>
    /<meta name="description" content="([^"]*)">/.exec(await (await fetch(`${journey.stack.baseUrl}${path}`, { headers: cookie ? { cookie } : {} })).text())?.[1];

  it.each(['/account', '/forgotpassword?email=a%40b.sa&token=t', '/bookings/0b1c', '/AdminPanel'])(
    '%s comes in the reader\'s language from the first byte, described as home is, and unindexed',
    async (path) => {
      const join = path.includes('?') ? '&' : '?';
      const cases: Array<[address: string, cookie: string | undefined, lang: Lang]> = [
        [path, undefined, 'en'],
        [path, 'lang=ar', 'ar'],
        [`${path}${join}lang=ar`, 'lang=en', 'ar'],
        [`${path}${join}mailLang=ar`, undefined, 'ar'],
        [`${path}${join}mailLang=ar`, 'lang=en', 'en'],
      ];
      for (const [address, cookie, lang] of cases) {
        const response = await fetch(`${journey.stack.baseUrl}${address}`, { headers: cookie ? { cookie } : {} });
        const html = await response.text();
        expect({ address, cookie, status: response.status }).toEqual({ address, cookie, status: 200 });
        expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
        expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`));
        expect(html).toContain(`<title>${catalog.brandName}</title>`);
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain('<div id="root"></div>');
        expect(await description(address, cookie)).toBe(await description(`/?lang=${lang}`));
      }
    },
  );
});

/** A GET of an address exactly as written: fetch (and a URL given to http.get) would tidy `/./` away. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string; policy: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(journey.stack.baseUrl);
    const request = httpGet({ hostname, port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      const policy = String(response.headers['content-security-policy']);
      response.on('end', () => resolve({ status: response.statusCode!, type: String(response.headers['content-type']), body, policy }));
    });
    request.on('error', reject);
  });
}

describe('addresses the file server will not map to a file', () => {
  it('answer as pages do: doubled slashes, dot segments, a name too long for the disk, in the reader\'s language', async () => {
    const notFound = (lang: Lang) => TEXTS[lang].messages.pages.notFound.heading;
    const locator = (lang: Lang) => TEXTS[lang].messages.pages.locator.heading;
    // `//locator` reads as a host called locator to a URL parser: it once rendered home, kept as the 404
    // page every unknown address then showed. Asked first with the language in the address, a key of
    // the page cache the routes above did not fill.
    const cases = [
      { path: '//locator?lang={lang}', status: 404, heading: notFound },
      { path: '/./gallery', status: 404, heading: notFound },
      { path: `/${'a'.repeat(300)}`, status: 404, heading: notFound },
      // Trailing slashes are the page's, as `/locator/` is.
      { path: '/locator//', status: 200, heading: locator },
      { path: '/no-such-page', status: 404, heading: notFound },
    ];
    for (const { path, status, heading } of cases) {
      for (const lang of ['en', 'ar'] as const) {
        const answer = await rawGet(path.replace('{lang}', lang), { cookie: `lang=${lang}`, 'accept-language': lang });
        expect([path, lang, answer.status, answer.type]).toEqual([path, lang, status, 'text/html; charset=utf-8']);
        expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.body)?.[1] ?? '')).toBe(heading(lang));
      }
    }
    // Not a page address: the API's answer, and no file.
    for (const lang of ['en', 'ar'] as const) {
      const answer = await rawGet('/assets/../index.html', { 'accept-language': lang });
      expect([answer.status, JSON.parse(answer.body)]).toEqual([404, { statusCode: 404, message: API_MESSAGES.notFound[lang] }]);
    }
  });

  it('a broken %-escape (a link cut in the middle of a letter): the 404 page in the reader\'s language, the API\'s 400 under /api', async () => {
    for (const lang of ['en', 'ar'] as const) {
      // Refused by the router before any hook runs: the page still comes with the page's policy (its inline script's hash).
      const page = await rawGet('/%E0%A4%A', { cookie: `lang=${lang}` });
      expect([lang, page.status, page.type]).toEqual([lang, 404, 'text/html; charset=utf-8']);
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)?.[1] ?? '')).toBe(TEXTS[lang].messages.pages.notFound.heading);
      expect(page.policy).toMatch(/script-src 'self' 'sha256-/);
      const api = await rawGet('/api/%E0%A4%A', { 'accept-language': lang });
      expect([api.status, api.type]).toEqual([400, 'application/json; charset=utf-8']);
      expect(api.policy).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });
});

describe('a page whose query holds a character the API refuses', () => {
  it('is the page itself, in the reader\'s language: a NUL in a campaign tag or in the language asked for', async () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const path of ['/locator?utm_source=a%00b', '/locator?lang=%00']) {
        const page = await rawGet(path, { cookie: `lang=${lang}` });
        expect([path, lang, page.status, page.type]).toEqual([path, lang, 200, 'text/html; charset=utf-8']);
        expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)?.[1] ?? '')).toBe(TEXTS[lang].messages.pages.locator.heading);
      }
    }
    // The API still refuses it, naming the field.
    const api = await rawGet('/api/availability?date=2026-12-01&branch=a%00');
    expect([api.status, api.type]).toEqual([400, 'application/json; charset=utf-8']);
  });
});

describe('choosing the language and keeping pages fresh', () => {
  it('takes ?lang= over the cookie, and a link token never reaches the page everyone shares', async () => {
    const response = await fetch(`${journey.stack.baseUrl}/service?lang=ar`, { headers: { cookie: 'lang=en' } });
    expect(await response.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"/);
    const unsubscribe = await (await fetch(`${journey.stack.baseUrl}/unsubscribe?token=secret-link-token`)).text();
    expect(unsubscribe).not.toContain('secret-link-token');
  });

  it('opens a mailed link in the mail\'s language unless the reader chose one (the cookie, the address)', async () => {
    const htmlLang = async (path: string, cookie?: string) =>
      /^<!doctype html>\s*<html lang="(\w+)"/.exec(await (await fetch(`${journey.stack.baseUrl}${path}`, { headers: cookie ? { cookie } : {} })).text())?.[1];
    expect(await htmlLang('/unsubscribe?token=t&mailLang=ar')).toBe('ar');
    expect(await htmlLang('/unsubscribe?token=t&mailLang=ar', 'lang=en')).toBe('en');
    expect(await htmlLang('/unsubscribe?token=t&lang=en&mailLang=ar')).toBe('en');
    expect(await htmlLang('/unsubscribe?token=t&mailLang=en', 'lang=ar')).toBe('ar');
  });

  it('shows a service the admin adds on the next visit, in both languages', async () => {
    const context = await journey.browser.newContext({ baseURL: journey.stack.baseUrl, extraHTTPHeaders: { origin: journey.stack.baseUrl } });
    const { email, password } = journey.stack.admin;
    expect((await context.request.post('/api/customers/login', { data: { email, password } })).status()).toBe(200);
    const added = { serviceName: 'Prerender Fresh Check', serviceNameAr: 'فحص الصفحة المحدثة', serviceCategory: 'Engine', serviceCategoryAr: 'المحرك' };
    expect((await fetchPage('/service', 'ar')).root).not.toContain(added.serviceNameAr);
    expect((await context.request.post('/api/services/', { data: added })).status()).toBe(201);
    expect((await fetchPage('/service', 'ar')).root).toContain(added.serviceNameAr);
    expect((await fetchPage('/service', 'en')).root).toContain(added.serviceName);
    await context.close();
  });
});

describe.each(['en', 'ar'] as const)('hydration in %s', (lang) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang });
    // The heading as the server sent it; hydration keeps that very element instead of drawing a new one.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      }),
    );
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s hydrates without a console error or mismatch', async (_, route) => {
    const problems = watchConsole(page);
    // The header asks who is logged in once hydrated; its answer re-renders the page with the session.
    const sessionProbe = page.waitForResponse((response) => response.url().endsWith('/api/customers/session'));
    await page.goto(`${route.path()}?lang=${lang}`, { waitUntil: 'load' });
    await hydrated(page);
    await sessionProbe;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
    await controlsOpen(page);
    // The sections whose code comes later hydrate from the server's markup too: scrolling wants them all.
    await page.mouse.wheel(0, 20_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(problems).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  });
});

describe('a language chosen before the cookie existed', () => {
  it('is kept: the page comes in the stored language and the cookie is written for the next one', async () => {
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    const problems = watchConsole(page);
    await page.goto('/service', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: ar.pages.services.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')).toMatchObject({ value: 'ar', sameSite: 'Lax', path: '/' });
    expect(problems).toEqual([]);
  });
});

describe('a language switched before every section is hydrated', () => {
  it('hydrates the waiting sections in the page\'s language first, then shows them all in the new one', async () => {
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl });
    const problems = watchConsole(page);
    // The footer's code comes slowly, so it is still on its way when the visitor switches.
    await page.route('**/assets/site-footer-grid-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'load' });
    await controlsOpen(page);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 2, name: publicAr.siteFooter.timetable }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: publicEn.siteFooter.timetable }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('without scripts', () => {
  it.each(['en', 'ar'] as const)('the %s home page reads at a phone’s width', async (lang) => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: journey.stack.baseUrl });
    const page = await context.newPage();
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('heading', { level: 1, name: TEXTS[lang].messages.pages.home.heading }).waitFor();
    await screenshot(page, `prerendered-home-${lang}-390`);
    await page.goto(`/locator?lang=${lang}`);
    await screenshot(page, `prerendered-locator-${lang}-390`);
    await context.close();
  });
});
