import { beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, STAFF_TABS, type AvailableSlot, type LocationRow, type SessionCustomer } from '@dealer/contracts';
import type { Browser, Page } from 'playwright-core';
import { booking } from '../../backend/test/support/booking-body.js';
import { ar, en } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot, screenshotDeskWidths } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import type { Stack } from './support/stack.js';
import { seriousAxeViolations } from './support/public-site.js';
import { arrivesAt, field, logIn, toast, until } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
const OLAYA = 'Riyadh - Al Olaya';
const date = workingDate(3);
/** The branch of the other booking, one the new staff member does not work at. */
let elsewhere: string;
let staff: Account;

/** Logs the account in through the API (no browser, so no cross-site check) and returns its cookie. */
async function apiSession(account: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${stack.baseUrl}/api/customers/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))!.split(';')[0]!;
}

async function firstFreeSlot(branch: string, except: string[] = []): Promise<string> {
  const answer = (await (await fetch(`${stack.baseUrl}/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`)).json()) as { data: AvailableSlot[] };
  return answer.data.find((slot) => slot.free > 0 && !except.includes(slot.timeSlot))!.timeSlot;
}

/** A page in the reader's language: the site keeps the language chosen in localStorage. */
async function pageIn(lang: 'en' | 'ar'): Promise<Page> {
  const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
  await page.addInitScript((chosen) => {
    window.localStorage.setItem('lang', chosen);
    // The consent banner is the subject of its own journey; here it would cover the pictures.
    window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
  }, lang);
  return page;
}

beforeAll(async () => {
  ({ stack, browser } = journey);
  const branches = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data.map((row) => row.branchName);
  elsewhere = branches.find((name) => name !== OLAYA && name.startsWith('Jeddah'))!;
  // The demo customer books at both branches, at different times (nobody holds two at once).
  const cookie = await apiSession({ email: 'customer@demo.sa', password: 'Customer@12345' });
  const atOlaya = await firstFreeSlot(OLAYA);
  for (const [branch, time] of [
    [OLAYA, atOlaya],
    [elsewhere, await firstFreeSlot(elsewhere, [atOlaya])],
  ] as const) {
    const placed = await fetch(`${stack.baseUrl}/api/bookings/`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(booking(branch, date, time)) });
    expect(placed.status).toBe(201);
  }
  staff = { ...newAccount('staff'), firstName: 'Hessa', lastName: 'Al-Shehri' };
  await registerVerified(stack, staff);
}, 60_000);

describe('branch staff', () => {
  it('the demo data has a staff account at Riyadh - Al Olaya', async () => {
    const cookie = await apiSession({ email: 'staff@demo.sa', password: 'Staff@12345' });
    const me = (await (await fetch(`${stack.baseUrl}/api/customers/me`, { headers: { cookie } })).json()) as SessionCustomer;
    const olaya = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data.find((row) => row.branchName === OLAYA)!;
    expect(me).toMatchObject({ firstName: 'Sara', lastName: 'Al-Qahtani', type: 'staff', branches: [olaya._id] });
  });

  it('an admin makes a registered account staff at one branch in Register Users', async () => {
    const page = await pageIn('en');
    const errors = collectPageErrors(page);
    await logIn(page, stack.admin);
    await arrivesAt(page, '/AdminPanel');
    await page.getByRole('button', { name: en.admin.users.editRow.replace('{{email}}', staff.email), exact: true }).click();
    const form = page.locator('form');
    await field(form, en.admin.users.type).selectOption(en.admin.users.typeStaff);
    const branches = page.getByRole('group', { name: en.admin.users.branches });
    await branches.waitFor();

    // No branch ticked: said at the branches, focus on the first of them.
    await page.getByRole('button', { name: en.common.saveChanges }).click();
    const problem = en.formProblems.choose.replace('{{field}}', en.admin.users.branches);
    await branches.getByText(problem).waitFor();
    expect(await branches.getByRole('checkbox').first().getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('branches');

    await branches.getByRole('checkbox', { name: OLAYA, exact: true }).check();
    expect(await branches.getByText(problem).count()).toBe(0);
    await screenshot(page, 'staff-register-users-en', page.locator('.card').first());
    expect((await seriousAxeViolations(page)).map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: en.common.saveChanges }).click();
    await toast(page, API_MESSAGES.customerUpdated.en);

    // The grid tells the role and where the person works.
    const row = page.getByRole('row').filter({ hasText: staff.email });
    await row.getByRole('gridcell', { name: en.admin.users.typeStaff, exact: true }).waitFor();
    await row.getByRole('gridcell', { name: OLAYA, exact: true }).waitFor();
    expect(errors).toEqual([]);

    // The same form in Arabic, right to left, with the branch names in Arabic.
    const arabic = await pageIn('ar');
    await logIn(arabic, stack.admin, ar);
    await arrivesAt(arabic, '/AdminPanel');
    await arabic.getByRole('button', { name: ar.admin.users.editRow.replace('{{email}}', staff.email), exact: true }).click();
    const arabicBranches = arabic.getByRole('group', { name: ar.admin.users.branches });
    expect(await arabicBranches.getByRole('checkbox', { name: 'الرياض - العليا', exact: true }).isChecked()).toBe(true);
    expect(await arabic.getAttribute('html', 'dir')).toBe('rtl');
    await screenshot(arabic, 'staff-register-users-ar', arabic.locator('.card').first());
  });

  for (const [lang, texts] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`staff log in to the admin area and see only their sections and their branch's bookings (${lang})`, async () => {
      const page = await pageIn(lang);
      const errors = collectPageErrors(page);
      await logIn(page, staff, texts);
      await arrivesAt(page, '/AdminPanel');
      const tabs = page.getByRole('tablist', { name: texts.admin.menu });
      await until(
        async () => await tabs.getByRole('tab').allInnerTexts(),
        (names) => names.length === STAFF_TABS.length,
      );
      expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(STAFF_TABS.map((tab) => texts.admin.tabs[tab]));
      expect(await page.getByRole('tab', { name: texts.admin.tabs.bookingHistory, exact: true }).getAttribute('aria-selected')).toBe('true');

      // Their branch's booking only; the other branch's is not there to see.
      const olaya = lang === 'ar' ? 'الرياض - العليا' : OLAYA;
      await page.getByRole('gridcell', { name: olaya, exact: true }).first().waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'Jeddah' }).count()).toBe(0);
      expect(await page.getByRole('row').filter({ hasText: 'جدة' }).count()).toBe(0);
      await screenshotDeskWidths(page, `staff-booking-history-${lang}`);
      expect((await seriousAxeViolations(page)).map((violation) => violation.id)).toEqual([]);

      // Reserved Slots offer their branch only.
      await page.getByRole('tab', { name: texts.admin.tabs.reservedSlots, exact: true }).click();
      const branchField = field(page.locator('form'), texts.columns.branchName);
      // The first option is the placeholder; the branches follow once the list has loaded.
      await until(
        async () => await branchField.locator('option').count(),
        (count) => count >= 2,
      );
      expect((await branchField.locator('option').allInnerTexts()).slice(1)).toEqual([olaya]);
      await screenshotDeskWidths(page, `staff-reserved-slots-${lang}`);

      // An admin section's address opens their first section instead.
      await page.goto('/AdminPanel?tab=registerUsers');
      await page.getByRole('tab', { name: texts.admin.tabs.bookingHistory, exact: true, selected: true }).waitFor();
      expect(await page.getByRole('heading', { name: texts.admin.users.formHeading }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
