import { beforeAll, describe, expect, it } from '@jest/globals';
import { formatBookingDate, formatSlotTime, type Lang } from '@dealer/contracts';
import type { Locator, Page } from 'playwright-core';
import { ar, bookingAr, bookingEn, en, publicAr, publicEn } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { controlsOpen } from './support/hydration.js';
import { useJourney } from './support/journey.js';
import { seriousAxeViolations } from './support/public-site.js';
import { arrivesAt, fillBookingForm, logIn, pickTime, until } from './support/ui.js';

/**
 * Moving around the site on a phone and a desktop: each page starts at its top and Back returns to the
 * place left; lists are cards on a phone; the admin's sections are a menu there; the home page shows
 * the booking form's first row at once and its hero's BOOK NOW brings the form.
 */
const journey = useJourney({ seedDemo: true });

const TEXTS = {
  en: { app: en, booking: bookingEn, pub: publicEn },
  ar: { app: ar, booking: bookingAr, pub: publicAr },
} as const;

let customer: Account;
let branchName = '';
let branchNameAr = '';
const BOOKINGS = [
  { date: workingDate(3), time: '10:00 AM' },
  { date: workingDate(4), time: '02:00 PM' },
];

async function open(lang: Lang, width: number): Promise<Page> {
  const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang });
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((language) => {
    window.localStorage.setItem('lang', language);
    window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
    window.sessionStorage.setItem('modalBannerSeen', '1');
  }, lang);
  return page;
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The offset once scrolling has stopped: a wheel's scroll goes on after the event is dispatched. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        const check = () => (window.scrollY === last ? resolve(last) : ((last = window.scrollY), requestAnimationFrame(() => requestAnimationFrame(check))));
        check();
      }),
  );

/** Whether React owns the element (hydration has reached it): a link then navigates within the app. */
/**
 * React has hydrated the element and committed it. Its fiber alone is not enough: hydration tags the
 * server's nodes while it renders, and a slow machine can take a tap between that render and its
 * commit, which React leaves to the browser (a page load). A prerendered section's fieldset is enabled
 * only after the commit (deferred-section.tsx).
 */
const hydratedHere = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')) && node.closest('fieldset.deferred-section:disabled') === null);

/** Holds back the requests for `pattern` (code that has not arrived yet) until the returned function releases them. */
async function holdBack(page: Page, pattern: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // The page that asked may be gone by then.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

/** The page's scripts, and the code of home's section below the booking form (a lazy chunk). */
const PAGE_CODE = '**/assets/*.js';
const SECTION_CODE = '**/assets/home-more-sections-*.js';

/**
 * When the visitor taps the link to all the services, in the home page's section below the booking
 * form (its code loads as it comes near): once that section is hydrated, the app navigates; before,
 * as on a slow phone, the browser loads the services page and Back loads home again. Each moment is
 * brought about on purpose (`held`: the code that has not arrived), not left to this machine's speed.
 * A first visit gets home prerendered in English, or rendered afresh in Arabic (chosen before the
 * cookie existed); the moments before the code need the page prerendered in the visitor's language,
 * as a returning visitor gets it (`returning`: the language cookie is set).
 */
const TAP_MOMENTS = [
  { moment: 'once its section is hydrated', held: null, returning: false },
  { moment: 'before its section’s code arrived', held: SECTION_CODE, returning: true },
  { moment: 'before the page’s code arrived', held: PAGE_CODE, returning: true },
] as const;

beforeAll(async () => {
  const { stack } = journey;
  const branches = (await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: { branchName: string; branchNameAr?: string }[] };
  branchName = branches.data[0]!.branchName;
  branchNameAr = branches.data[0]!.branchNameAr || branchName;

  customer = newAccount('navigation');
  await registerVerified(stack, customer);
  const login = await fetch(`${stack.baseUrl}/api/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  for (const { date, time } of BOOKINGS) {
    const placed = await fetch(`${stack.baseUrl}/api/bookings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        vehicleType: 'Toyota',
        model: '2022',
        transmission: 'Automatic',
        waitingStatus: 'Waiting',
        serviceDetails: ['A/C Gas Refill'],
        branchName,
        bookingDate: date,
        bookingTime: time,
      }),
    });
    if (placed.status !== 201) throw new Error(`booking answered ${placed.status}: ${await placed.text()}`);
  }
}, 90_000);

describe.each(['en', 'ar'] as const)('navigation in %s', (lang) => {
  const texts = TEXTS[lang];

  it.each(TAP_MOMENTS)('at 390 px a new page starts at its top and Back returns to the place left on home, tapped $moment', async ({ moment, held, returning }) => {
    const page = await open(lang, 390);
    const errors = collectPageErrors(page);
    if (returning) await page.context().addCookies([{ name: 'lang', value: lang, url: journey.stack.baseUrl }]);
    const release = held ? await holdBack(page, held) : undefined;
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The page's code has taken over once its controls are enabled.
    if (held !== PAGE_CODE) await controlsOpen(page);
    // Down to the link: straight there, past its section's top as a quick fling goes, once it is on
    // the page; a page rendered in the browser draws it only as its section comes near.
    const allServices = page.getByRole('link', { name: texts.pub.home.allServices });
    for (let i = 0; i < 30 && (await allServices.count()) === 0; i++) await page.mouse.wheel(0, 600);
    await allServices.scrollIntoViewIfNeeded();
    if (!held) await until(() => hydratedHere(allServices), (v) => v, 10_000);
    const left = await scrollTop(page);
    expect(left).toBeGreaterThan(800);
    const linkTop = (await allServices.boundingBox())!.y;

    await page.evaluate(() => ((window as { leftHome?: boolean }).leftHome = true));
    await allServices.click();
    // Held code is let through once the services page has replaced home, never to the page left.
    await page.waitForURL((url) => url.pathname === '/service', { waitUntil: 'commit' });
    await release?.();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The app's own navigation keeps the document; the browser's loads a new one.
    expect(await page.evaluate(() => (window as { leftHome?: boolean }).leftHome === true)).toBe(!held);
    await until(() => scrollTop(page), (v) => v === 0);
    await screenshot(page, `navigation-services-top-390-${lang}-${moment.replace(/\W+/g, '-')}`);

    await page.goBack();
    await arrivesAt(page, '/');
    // Checked once home's code has taken over again, which must keep or bring back the place.
    await controlsOpen(page);
    await until(() => scrollTop(page), (v) => v > left - 5, 8_000);
    expect(Math.abs((await scrollTop(page)) - left)).toBeLessThanOrEqual(5);
    // And the same content there, not only the same offset.
    await until(async () => (await allServices.boundingBox())!.y, (v) => Math.abs(v - linkTop) <= 5, 8_000);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('at 390 px Back returns to the branch left far down the locator\'s list, its card where it was', async () => {
    const page = await open(lang, 390);
    const errors = collectPageErrors(page);
    await page.goto('/locator');
    await controlsOpen(page);
    // Far down the list, scrolled to as a thumb does: the page's new render after Back must show the
    // same card at the same spot.
    const card = page.locator('.branch-card').nth(20);
    const onScreen = (y: number) => y >= 0 && y < 400;
    for (let i = 0; i < 80; i++) {
      const y = (await card.boundingBox())!.y;
      if (onScreen(y)) break;
      // Down a thumb's flick at a time, back a little if a flick carried it past the top.
      await page.mouse.wheel(0, y > 0 ? 300 : -200);
      await scrollSettled(page);
    }
    expect(onScreen((await card.boundingBox())!.y)).toBe(true);
    const left = await scrollTop(page);
    const cardTop = (await card.boundingBox())!.y;
    const name = await card.getByRole('heading').textContent();
    expect(left).toBeGreaterThan(5000);
    // Away through the header's home link, clicked where it is (a tap would scroll to it first), and
    // back: the app's own navigation, which renders the list afresh.
    await page.evaluate(() => ((window as { leftLocator?: boolean }).leftLocator = true));
    await page.locator('header a[href="/"]').first().evaluate((link: HTMLElement) => link.click());
    await arrivesAt(page, '/');
    await page.getByRole('heading', { level: 1, name: texts.app.pages.home.heading }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.goBack();
    await arrivesAt(page, '/locator');
    expect(await page.evaluate(() => (window as { leftLocator?: boolean }).leftLocator === true)).toBe(true);
    // The same offset, and the same card at the same spot on the screen.
    await until(() => scrollTop(page), (v) => Math.abs(v - left) <= 5, 8_000);
    await until(async () => (await card.boundingBox())!.y, (y) => Math.abs(y - cardTop) <= 5, 8_000);
    expect(await card.getByRole('heading').textContent()).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('at 390 px a visitor who scrolled before the page\'s code arrived stays where they are when it does', async () => {
    const page = await open(lang, 390);
    const errors = collectPageErrors(page);
    await page.context().addCookies([{ name: 'lang', value: lang, url: journey.stack.baseUrl }]);
    const release = await holdBack(page, PAGE_CODE);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: texts.pub.home.allServices }).scrollIntoViewIfNeeded();
    const reading = await scrollTop(page);
    expect(reading).toBeGreaterThan(800);
    await release();
    await controlsOpen(page);
    expect(await scrollTop(page)).toBe(reading);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('at 1280×800 the booking form\'s first row shows on load and the hero\'s BOOK NOW brings the form', async () => {
    const page = await open(lang, 1280);
    await page.goto('/');
    const form = page.locator('#booking-form');
    const firstField = form.getByLabel(new RegExp(`^${texts.booking.booking.fields.vehicleType}`)).first();
    await firstField.waitFor();
    const box = (await firstField.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await screenshot(page, `navigation-home-1280-${lang}`);

    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(200);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The hero's link: in Arabic the call to action further down reads the same words, and
    // once scrolled into view it is a second match.
    const hero = page.getByRole('region', { name: texts.app.pages.home.heading });
    await hero.getByRole('link', { name: texts.app.pages.home.ctaBook, exact: true }).click();
    await until(() => firstField.evaluate((node) => node === document.activeElement || node.contains(document.activeElement)), (v) => v === true);
    await until(async () => (await form.boundingBox())!.y, (v) => v < 120, 3_000);
    await page.context().close();
  }, 60_000);

  it('at 390 px a customer sees each booking as a card with its date, time, branch and status', async () => {
    const page = await open(lang, 390);
    const errors = collectPageErrors(page);
    await logIn(page, customer, texts.app);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/account');
    const cards = page.locator('.grid-card');
    await until(() => cards.count(), (v) => v === BOOKINGS.length, 15_000);
    const shown = await cards.allInnerTexts();
    const branch = lang === 'ar' ? branchNameAr : branchName;
    for (const { date, time } of BOOKINGS) {
      const card = shown.find((text) => text.includes(formatBookingDate(date, lang, 'short')));
      expect(card).toBeDefined();
      expect(card).toContain(formatSlotTime(time, lang));
      expect(card).toContain(branch);
      expect(card).toContain(texts.booking.bookingStatus.booked);
    }
    // Date, time, branch, status lead the card, in that order.
    const labels = await cards.first().locator('dt').allInnerTexts();
    expect(labels.slice(0, 4)).toEqual([texts.app.columns.date, texts.app.columns.time, texts.app.columns.branch, texts.booking.bookingColumns.status]);
    // The row's actions come with its card (the button's name says which booking it opens).
    await until(() => cards.first().locator('button', { hasText: texts.booking.bookingHistory.details }).count(), (v) => v === 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `navigation-account-cards-390-${lang}`);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('at 390 px the admin opens the sections menu and reaches a section', async () => {
    const page = await open(lang, 390);
    const errors = collectPageErrors(page);
    await logIn(page, journey.stack.admin, texts.app);
    await arrivesAt(page, '/AdminPanel');
    const menu = page.getByRole('button', { name: new RegExp(texts.app.admin.menu) });
    await menu.waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await menu.click();
    await until(() => menu.getAttribute('aria-expanded'), (v) => v === 'true');
    await screenshot(page, `navigation-admin-menu-390-${lang}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: texts.app.admin.tabs.bookingHistory, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'bookingHistory');
    await until(() => menu.getAttribute('aria-expanded'), (v) => v === 'false');
    await until(() => menu.innerText(), (v) => v.includes(texts.app.admin.tabs.bookingHistory));
    await until(() => page.locator('.grid-card').count(), (v) => v >= BOOKINGS.length, 15_000);
    await screenshot(page, `navigation-admin-bookings-390-${lang}`);

    // Crossing the phone breakpoint (a rotated tablet) keeps what the admin had typed in a section.
    await page.goto('/AdminPanel?tab=vehicleType');
    const input = page.locator('form input[type=text]').first();
    await input.fill('Half-typed make');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: texts.app.admin.tabs.vehicleType, exact: true }).waitFor();
    expect(await input.inputValue()).toBe('Half-typed make');
    await page.setViewportSize({ width: 390, height: 800 });
    await menu.waitFor();
    expect(await input.inputValue()).toBe('Half-typed make');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});

it('at 390 px a logged-out visitor\'s BOOK NOW opens the login form at the top, what waits said above it', async () => {
  const page = await open('en', 390);
  await page.goto('/');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: bookingEn.booking.submit, exact: true }) });
  const date = workingDate(6);
  await fillBookingForm(form, { branch: branchName, date });
  await pickTime(form, '11:00 AM');
  await form.getByRole('button', { name: bookingEn.booking.submit, exact: true }).click();

  await arrivesAt(page, '/login');
  const email = page.locator('form').filter({ has: page.getByRole('button', { name: en.auth.login, exact: true }) }).getByLabel(new RegExp(`^${en.auth.email}`));
  await email.waitFor();
  await until(() => scrollTop(page), (v) => v === 0);
  // In the page, not a toast that goes in 5 s.
  const notice = page.locator('main').getByRole('status').filter({ hasText: en.auth.kept.booking });
  await notice.waitFor();
  const [emailBox, noticeBox] = [(await email.boundingBox())!, (await notice.boundingBox())!];
  expect(emailBox.y + emailBox.height).toBeLessThanOrEqual(800);
  // The page says what waits above the field the visitor types in next, and stays saying it.
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(emailBox.y);
  await screenshot(page, 'navigation-login-after-book-now-390-en');
  await page.context().close();
}, 60_000);
