import { beforeAll, describe, expect, it } from '@jest/globals';
import { catalogMessage, countMissingArabic } from '@dealer/contracts';
import type { Page } from 'playwright-core';
import { adminCatalogAr } from '../src/locales/admin-catalog.ar.js';
import { ar, bookingAr } from './support/texts.js';
import { publicAr } from '../src/locales/public.ar.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { openPublicPage, scrollThrough, seriousAxeViolations } from './support/public-site.js';
import { newAccount, registerVerified } from './support/accounts.js';
import { workingDate } from './support/dates.js';
import { arrivesAt, field, logIn, toast } from './support/ui.js';

// The journey writes its own Arabic content through the admin API, so it holds whatever the demo data carries.
const journey = useJourney({ seedDemo: true });

const BRANCH = {
  branchName: 'Abqaiq - Central',
  branchNameAr: 'بقيق - الوسط',
  address: 'King Abdulaziz Road, Abqaiq',
  addressAr: 'طريق الملك عبدالعزيز، بقيق',
  email: 'abqaiq@e2e.test',
  phoneNumber: '+966 13 566 0000',
  postCode: '31992',
  openingSaturday: '08:00-AM',
  tillThursday: '10:00-PM',
  latitude: 25.9349,
  longitude: 49.6688,
};
const SERVICE = { serviceName: 'A/C Vent Sanitising', serviceNameAr: 'تعقيم فتحات المكيف', serviceCategory: 'Cabin Air', serviceCategoryAr: 'هواء المقصورة' };

let admin: Page;

async function listRows(path: string): Promise<Record<string, unknown>[]> {
  return ((await (await fetch(`${journey.stack.baseUrl}${path}`)).json()) as { data: Record<string, unknown>[] }).data;
}

beforeAll(async () => {
  admin = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang: 'ar' });
  await admin.addInitScript(() => {
    window.localStorage.setItem('lang', 'ar');
    // The consent banner is the subject of its own journey; here it would sit over the form's buttons.
    window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
  });
  await logIn(admin, journey.stack.admin, ar);
  await arrivesAt(admin, '/AdminPanel');
  for (const [path, body] of [
    ['/api/locations/', BRANCH],
    ['/api/services/', SERVICE],
  ] as const) {
    const response = await admin.request.post(path, { headers: { origin: journey.stack.baseUrl }, data: body });
    expect(response.status()).toBe(201);
  }
}, 60_000);

describe.each([390, 1280])('Arabic content at %i px', (width) => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang: 'ar' });
    await page.setViewportSize({ width, height: 800 });
    errors = collectPageErrors(page);
  });

  it('home: the booking form lists branches and services in Arabic, sorted for the reader, and the hero counts the branches', async () => {
    await openPublicPage(page, '/', 'ar');
    const branches = await listRows('/api/locations/');
    await page.getByText(publicAr.home.locationsCount.replace('{{count}}', String(branches.length))).waitFor();

    const branchOption = page.locator('select[name=branchName] option', { hasText: BRANCH.branchNameAr });
    await branchOption.waitFor({ state: 'attached' });
    expect(await branchOption.getAttribute('value')).toBe(BRANCH.branchName);
    expect(await branchOption.getAttribute('lang')).toBe('ar');
    const labels = (await page.locator('select[name=branchName] option').allTextContents()).slice(1);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('ar', { sensitivity: 'base' }).compare));

    // The services are below the first screen and load as the visitor scrolls towards them.
    await scrollThrough(page);
    await page.getByText(SERVICE.serviceNameAr, { exact: true }).first().waitFor();
    await page.getByText(SERVICE.serviceCategoryAr, { exact: true }).first().waitFor();
    await page.getByText(ar.footer.networkCount.replace('{{count}}', String(branches.length))).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `arabic-home-${width}`);
  });

  it('locator: the cards name the branch and its address in Arabic, and the intro counts the branches', async () => {
    await openPublicPage(page, '/locator', 'ar');
    const branches = await listRows('/api/locations/');
    await page.getByText(ar.pages.locator.introCount.replace('{{count}}', String(branches.length))).waitFor();
    const card = page.locator('.branch-card', { has: page.getByRole('heading', { name: BRANCH.branchNameAr, exact: true }) });
    await card.getByText(BRANCH.addressAr, { exact: true }).waitFor();
    expect(await card.getByRole('heading').getAttribute('lang')).toBe('ar');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `arabic-locator-${width}`);
  });

  it('services: the service and its category read in Arabic, as written', async () => {
    await openPublicPage(page, '/service', 'ar');
    const group = page.locator('.service-group', { has: page.getByRole('heading', { name: SERVICE.serviceNameAr, exact: true }) });
    await group.getByText(SERVICE.serviceCategoryAr, { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `arabic-services-${width}`);
    expect(errors).toEqual([]);
  });
});

describe('admin Location tab in Arabic', () => {
  it('writes a branch name in Arabic beside the English one and reads it in the grid', async () => {
    // The admin's tab was in the background while the visitor's pages were read; an admin works in front.
    await admin.bringToFront();
    // The branch was added through the API after the panel loaded its lists.
    await admin.reload();
    await admin.getByRole('tab', { name: ar.admin.tabs.location, exact: true }).click();
    await admin.waitForURL((url) => url.search.includes('tab=location'));

    const missing = countMissingArabic('locations', await listRows('/api/locations/'));
    if (missing > 0) {
      const texts = adminCatalogAr.catalog.missingArabic;
      await admin.getByText(missing === 1 ? texts.one : texts.other.replace('{{count}}', String(missing))).waitFor();
    }

    await admin.getByRole('button', { name: adminCatalogAr.catalog.editRow.replace('{{name}}', BRANCH.branchNameAr), exact: true }).click();
    const form = admin.locator('form');
    const arabicName = field(form, adminCatalogAr.catalog.arabicLabel.replace('{{label}}', adminCatalogAr.catalog.fields.branchName));
    expect(await arabicName.inputValue()).toBe(BRANCH.branchNameAr);
    expect(await arabicName.getAttribute('dir')).toBe('rtl');
    expect(await arabicName.getAttribute('lang')).toBe('ar');
    await arabicName.fill('بقيق - المركز');
    await screenshot(admin, 'arabic-admin-location-form');
    await admin.getByRole('button', { name: ar.common.saveChanges }).click();
    await toast(admin, catalogMessage('locations', 'updated', 'ar'));
    await admin.getByRole('gridcell', { name: 'بقيق - المركز', exact: true }).waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });
});

describe("a customer's booking history opened in Arabic", () => {
  it('names the make, the gearbox, the services and the branch in Arabic in the grid, without a switch of language', async () => {
    const account = newAccount('history-ar');
    await registerVerified(journey.stack, account);
    const page = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang: 'ar' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      window.localStorage.setItem('lang', 'ar');
      window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
    });
    await logIn(page, account, ar);
    await page.waitForURL((url) => url.pathname !== '/login');
    const placed = await page.request.post('/api/bookings/', {
      headers: { origin: journey.stack.baseUrl },
      data: { vehicleType: 'Toyota', model: '2022', transmission: 'Automatic', waitingStatus: 'Waiting', serviceDetails: ['A/C Gas Refill'], branchName: 'Dammam - Al Faisaliyah', bookingDate: workingDate(4), bookingTime: '10:00 AM' },
    });
    expect(placed.status()).toBe(201);

    // Straight to the page, as a link or a reload opens it: the catalog's lists come after the grid's rows.
    await page.goto('/account');
    const grid = page.getByRole('region', { name: ar.account.tabs.bookingHistory, exact: true });
    for (const name of ['تويوتا', 'أوتوماتيك', 'تعبئة غاز المكيف', 'الدمام - الفيصلية']) await grid.getByRole('gridcell', { name, exact: true }).waitFor();
    for (const english of ['Toyota', 'Automatic', 'A/C Gas Refill']) expect(await grid.getByRole('gridcell', { name: english, exact: true }).count()).toBe(0);
    // The grid's own controls are named in Arabic for a screen reader too.
    await grid.getByRole('textbox', { name: `${ar.columns.vehicle} ${ar.grid.filterInput}`, exact: true }).waitFor();
    expect(await grid.getByRole('button', { name: ar.grid.openFilterMenu, exact: true }).count()).toBeGreaterThan(0);
    expect(await grid.getByRole('button', { name: 'Open Filter Menu' }).count()).toBe(0);
    // Every action of the row in view, the last included (in Arabic the column is at the left edge).
    const [region, cancel] = await Promise.all([grid.boundingBox(), grid.locator('.data-grid__actions').getByText(bookingAr.bookingHistory.cancel, { exact: true }).boundingBox()]);
    expect(cancel!.x).toBeGreaterThanOrEqual(region!.x);
    await screenshot(page, 'arabic-account-history-desktop');
  });
});
