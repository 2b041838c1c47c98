import { beforeAll, describe, expect, it } from '@jest/globals';
import type { CaughtMail } from '../../backend/test/support/mail-catcher.js';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { en, warrantyEn } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { riyadhDate, workingDate } from './support/dates.js';
import { scrollThrough } from './support/public-site.js';
import { useJourney } from './support/journey.js';
import { repoRoot, type Stack } from './support/stack.js';
import { arrivesAt, logIn } from './support/ui.js';

/**
 * Script injection through content: markup typed into every text field of the catalog, a customer's
 * name and a warranty claim must show as the text it is on every page that displays it, and arrive
 * escaped in the mails. The site starts empty, so every list, select and grid holds the marked-up rows.
 */

const MARKUP = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload="window.__xss=1">',
} as const;

const marked = (label: string, kind: keyof typeof MARKUP) => `${label} ${MARKUP[kind]}`;

const C = {
  branchName: marked('Olaya', 'img'),
  address: marked('King Fahd Road', 'svg'),
  serviceName: marked('Gas Refill', 'script'),
  serviceCategory: marked('AC Servicing', 'svg'),
  packageName: marked('Full Service', 'img'),
  bannerTitle: marked('Winter offer', 'svg'),
  timingDay: marked('Sat-Thu', 'script'),
  contactAddress: marked('Head office', 'img'),
  // The contact phone allows 30 characters: the shortest handler that still sets the flag.
  contactPhone: '<img src=x onerror=__xss=1>',
  vehicleType: marked('Toyota', 'svg'),
  transmission: marked('Automatic', 'img'),
  quoteName: marked('Huda', 'script'),
  quoteMessage: marked('Quote please', 'svg'),
  firstName: marked('Layla', 'img'),
  lastName: marked('Saad', 'svg'),
  companyName: marked('Al Noor', 'svg'),
  street: marked('Tahlia Street', 'img'),
  cityStateZip: marked('Riyadh 12211', 'script'),
  salesOrder: marked('INV-77', 'img'),
  manufacturer: marked('Denso', 'svg'),
  failureReason: marked('Clutch stopped', 'script'),
  newPartName: marked('Compressor', 'img'),
  claimMessage: marked('At the branch', 'svg'),
};
type Field = keyof typeof C;

/** What each part of the tour must show as text (other content may show there too). */
// The contact details' address shows in the admin panel only.
const PUBLIC_FIELDS: Field[] = ['branchName', 'address', 'serviceName', 'serviceCategory', 'packageName', 'bannerTitle', 'timingDay', 'contactPhone', 'vehicleType', 'transmission'];
const ACCOUNT_FIELDS: Field[] = ['branchName', 'serviceName', 'vehicleType', 'transmission', 'companyName', 'street', 'cityStateZip', 'salesOrder', 'manufacturer', 'failureReason', 'newPartName', 'claimMessage'];
const ADMIN_FIELDS = Object.keys(C) as Field[];

const journey = useJourney();
let stack: Stack;
let browser: Browser;
beforeAll(() => {
  ({ stack, browser } = journey);
});
const dialogs: string[] = [];
const pageErrors: string[][] = [];

/** A page that records every dialog (none may open). */
async function guardedPage(options: { wide?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, { baseUrl: stack.baseUrl });
  if (options.wide) await page.setViewportSize({ width: 2560, height: 1200 });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  pageErrors.push(collectPageErrors(page));
  return page;
}

/** An API call from the page itself, with its session cookie and its own Origin, as the site's code makes it. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function create(page: Page, path: string, body: unknown): Promise<void> {
  const answer = await api(page, 'POST', path, body);
  if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
}

/**
 * The page ran no injected script and holds no injected element; returns the page's text (options of
 * selects included) so the tour can prove the markup was shown as text.
 */
async function inspect(page: Page, where: string): Promise<string> {
  // Give a handler that would fire (an image error, an SVG load) the time to do so.
  await page.waitForTimeout(150);
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    handlers: [...document.querySelectorAll('[onerror], [onload]')].map((element) => element.outerHTML.slice(0, 120)),
    // A prerendered page's data (type application/json, never run) holds the markup as text: only scripts that run count.
    scripts: [...document.scripts].filter((script) => script.type !== 'application/json' && script.text.includes('__xss')).length,
    images: document.querySelectorAll('img[src="x"]').length,
    text: document.body.textContent ?? '',
  }));
  expect({ where, flag: found.flag, handlers: found.handlers, scripts: found.scripts, images: found.images }).toEqual({
    where,
    flag: undefined,
    handlers: [],
    scripts: 0,
    images: 0,
  });
  return found.text;
}

function expectShown(text: string, fields: Field[], where: string): void {
  expect({ where, missing: fields.filter((field) => !text.includes(C[field])) }).toEqual({ where, missing: [] });
}

/** The HTML part shows each value as escaped text (`Olaya &lt;img ...`), and no markup of its own. */
function expectEscaped(mail: CaughtMail, fields: Field[]): void {
  for (const kind of ['<img', '<script', '<svg']) expect(mail.html).not.toContain(kind);
  for (const field of fields) expect(mail.html).toContain(`${C[field].split(/ (?=[<"])/)[0]} &`);
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

async function imageDataUrl(): Promise<string> {
  const bytes = await readFile(`${repoRoot}backend/test/fixtures/workshop.png`);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe('content injection journey', () => {
  let admin: Page;
  let customer: Page;
  let account: Account;
  let reference: string;

  it('takes markup in every text field of the catalog, a customer and a claim', async () => {
    admin = await guardedPage({ wide: true });
    await logIn(admin, stack.admin);
    await arrivesAt(admin, '/AdminPanel');

    const image = await imageDataUrl();
    await create(admin, '/api/vehicles/', { vehicleType: C.vehicleType });
    await create(admin, '/api/models/', { modelYear: '2022' });
    await create(admin, '/api/transmissions/', { transmissionName: C.transmission });
    await create(admin, '/api/timeslots/', { timeSlot: '10:00 AM', slotIndex: 0 });
    await create(admin, '/api/timeslots/', { timeSlot: '11:00 AM', slotIndex: 1 });
    await create(admin, '/api/services/', { serviceName: C.serviceName, serviceCategory: C.serviceCategory });
    await create(admin, '/api/locations/', {
      branchName: C.branchName,
      email: 'olaya@branch.test',
      phoneNumber: '+966 11 000 0000',
      address: C.address,
      postCode: '12211',
      openingSaturday: '08:00-AM',
      tillThursday: '10:00-PM',
      latitude: 24.7136,
      longitude: 46.6753,
    });
    await create(admin, '/api/timings/', { day: C.timingDay, dayTiming: '08:00-AM to 10:00-PM' });
    await create(admin, '/api/packages/', { serviceName: C.packageName, currency: 'SR', price: 199, offer: 'Special Offer', mostPopular: 'true' });
    await create(admin, '/api/contactInfo/', { email: 'care@site.test', phoneNumber: C.contactPhone, address: C.contactAddress });
    await create(admin, '/api/banners/', { bannerTitle: C.bannerTitle, imagePath: image });
    await create(admin, '/api/portfolioImages/', { imagePath: image });
    const quote = await fetch(`${stack.baseUrl}/api/contacts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: C.quoteName, email: 'huda@example.com', phoneNumber: '0559876543', message: C.quoteMessage }),
    });
    expect(quote.status).toBe(201);

    account = { ...newAccount('marked'), firstName: C.firstName, lastName: C.lastName };
    await registerVerified(stack, account);
    customer = await guardedPage();
    await logIn(customer, account);
    await customer.waitForURL((url) => url.pathname !== '/login');

    await create(customer, '/api/bookings/', {
      vehicleType: C.vehicleType,
      model: '2022',
      transmission: C.transmission,
      waitingStatus: 'Waiting',
      serviceDetails: [C.serviceName],
      branchName: C.branchName,
      bookingDate: workingDate(3),
      bookingTime: '10:00 AM',
    });
    const claim = await api(customer, 'POST', '/api/warrantyclaims/', {
      companyName: C.companyName,
      street: C.street,
      cityStateZip: C.cityStateZip,
      phoneNumber: '0551234567',
      salesOrderOrInvoiceNumber: C.salesOrder,
      originalUnitInstallDate: riyadhDate(-60),
      failedDate: riyadhDate(-3),
      manufacturer: C.manufacturer,
      vehicleName: C.vehicleType,
      vehicleModel: '2022',
      failureReason: C.failureReason,
      newPartName: C.newPartName,
      message: C.claimMessage,
    });
    expect(claim.status).toBe(201);
    reference = (claim.json as { reference: string }).reference;
  });

  it('mails the booking and the claim with the markup escaped', async () => {
    const booked = await stack.mail.waitForMail(account.email, (mail) => mail.subject.startsWith('Booking confirmed'));
    expectEscaped(booked, ['branchName', 'serviceName', 'vehicleType', 'transmission', 'firstName']);
    // The plain-text part and the subject are text already: they carry the values as typed.
    expect(booked.text).toContain(C.branchName);
    expect(booked.subject).toContain(C.branchName);
    const invitation = booked.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))!;
    expect(invitation.content.replace(/\r\n /g, '')).toContain(`LOCATION:${C.branchName}`);

    const claimed = await stack.mail.waitForMail(account.email, (mail) => mail.subject.includes(reference));
    expectEscaped(claimed, ['firstName', 'vehicleType', 'salesOrder']);
  });

  it('shows the markup as text on every public page, the map tooltip and popup included', async () => {
    const page = await guardedPage();
    // A returning visitor's cookie choice, but a first visit for the modal banner, which shows its title.
    await page.addInitScript(() =>
      window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() })),
    );
    const site = (await (await fetch(`${stack.baseUrl}/api/site`)).json()) as { brandSlug: string };
    let text = '';

    await page.goto('/');
    await page.getByRole('dialog').getByText(C.bannerTitle).waitFor();
    text += await inspect(page, 'home with the banner');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The booking form's selects list the marked-up vehicle, transmission, branch and services.
    await page.locator(`option:text-is(${JSON.stringify(C.branchName)})`).first().waitFor({ state: 'attached' });
    await scrollThrough(page);
    text += await inspect(page, 'home');

    for (const path of ['/service', `/why${site.brandSlug}services`, '/gallery', '/contact', '/ecatalog', '/WarrantyClaim']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await scrollThrough(page);
      text += await inspect(page, path);
    }

    await page.goto('/locator');
    await page.locator('h1').first().waitFor();
    // Leaflet loads at the visitor's first gesture on this page, or from the map's button (pressed here
    // from the keyboard, once the page has hydrated).
    await page.locator('.branch-map__show:enabled').focus();
    await page.keyboard.press('Enter');
    const marker = page.locator('.leaflet-container path.leaflet-interactive').first();
    await marker.scrollIntoViewIfNeeded();
    await marker.waitFor();
    await marker.hover();
    const tooltip = page.locator('.leaflet-tooltip');
    await tooltip.waitFor();
    text += await inspect(page, 'locator tooltip');
    expect(await tooltip.textContent()).toBe(C.branchName);
    await marker.click();
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(C.branchName);
    expect(await popup.textContent()).toContain(C.address);
    await screenshot(page, 'content-injection-locator');
    text += await inspect(page, 'locator popup');

    expectShown(text, PUBLIC_FIELDS, 'public pages');
  });

  it("shows the markup as text in the customer's account and claim details", async () => {
    let text = '';
    await customer.goto('/account');
    await customer.getByRole('tab', { name: en.account.tabs.bookingHistory }).click();
    await customer.getByRole('gridcell', { name: C.branchName }).first().waitFor();
    text += await inspect(customer, 'account bookings');
    await customer.getByRole('tab', { name: en.account.tabs.warrantyClaimHistory }).click();
    await customer.getByRole('button', { name: warrantyEn.claimHistory.detailsRow.replace('{{reference}}', reference) }).click();
    await customer.getByRole('dialog').getByText(C.failureReason).waitFor();
    await screenshot(customer, 'content-injection-claim-details');
    text += await inspect(customer, 'account claim details');
    expectShown(text, ACCOUNT_FIELDS, 'account');
  });

  const SHOWN_WHEN_LOADED: Partial<Record<keyof typeof en.admin.tabs, string>> = {
    mailQueue: '.ag-overlay-no-rows-center',
    dayBoard: '.day-board__scroll',
  };

  it("shows the markup as text in every admin panel grid and the admin's claim panel", async () => {
    let text = '';
    const tabs = (Object.keys(en.admin.tabs) as (keyof typeof en.admin.tabs)[]).filter((tab) => tab !== 'passwordChange' && tab !== 'logout');
    for (const tab of tabs) {
      await admin.goto(`/AdminPanel?tab=${tab}`);
      await admin.getByRole('tabpanel').first().waitFor();
      // Every grid here holds a marked-up row: wait for its rows to arrive. The mail queue opens on its
      // failed mails, of which there are none (its grid says so once asked), and the day board is a board.
      await admin.locator(SHOWN_WHEN_LOADED[tab] ?? '.ag-row').first().waitFor();
      text += await inspect(admin, `admin ${tab}`);
    }
    await admin.goto('/AdminPanel?tab=warrantyClaimHistory');
    // The panel opens on a settled page: the list and its chunks have arrived.
    await admin.waitForLoadState('networkidle');
    await admin.getByRole('button', { name: warrantyEn.adminClaims.manageRow.replace('{{reference}}', reference) }).click();
    const panel = admin.locator('.manage-panel');
    await panel.getByRole('heading', { name: warrantyEn.adminClaims.panelHeading.replace('{{reference}}', reference) }).waitFor();
    // The claim's details arrive after the panel's heading: wait for its last field on a busy machine.
    await panel.getByText(C.claimMessage).first().waitFor();
    await screenshot(admin, 'content-injection-admin-claim');
    text += await inspect(admin, 'admin claim panel');
    expectShown(text, ADMIN_FIELDS, 'admin panel');
  });

  it('opened no dialog and raised no page error anywhere', () => {
    expect(dialogs).toEqual([]);
    expect(pageErrors.flat().filter((error) => !error.startsWith('console.error: ApiError:'))).toEqual([]);
  });
});
