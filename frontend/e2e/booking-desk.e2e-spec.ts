import { beforeAll, describe, expect, it } from '@jest/globals';
import { riyadhInstant, type AvailableSlot, type CustomerListResponse, type LocationRow, type MailQueueView } from '@dealer/contracts';
import type { Browser, Page } from 'playwright-core';
import { booking } from '../../backend/test/support/booking-body.js';
import { ar, bookingAr, bookingEn, en } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshotDeskWidths } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, confirmInDialog, field, logIn, toast, until } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
const OLAYA = 'Riyadh - Al Olaya';
const OTHER = 'Jeddah - Al Rawdah';
/** The desk's day: the journey's browser believes it is this day in Riyadh. */
const DAY = workingDate(3);
let olaya: LocationRow;
let ali: Account;

async function api<T>(path: string, init: RequestInit = {}, cookie = ''): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.baseUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...init.headers } });
  return { status: response.status, body: (await response.json()) as T };
}

async function logInApi(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/customers/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The `nth` start with a place left (a customer never holds two bookings at one time). */
async function freeSlot(branch: string, date: string, nth: number): Promise<string> {
  const { body } = await api<{ data: AvailableSlot[] }>(`/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`);
  return body.data.filter((slot) => slot.free > 0)[nth]!.timeSlot;
}

async function book(cookie: string, branch: string, date: string, nth = 0): Promise<void> {
  const placed = await api('/api/bookings/', { method: 'POST', body: JSON.stringify(booking(branch, date, await freeSlot(branch, date, nth))) }, cookie);
  expect(placed.status).toBe(201);
}

beforeAll(async () => {
  ({ stack, browser } = journey);
  const branches = (await api<{ data: LocationRow[] }>('/api/locations/')).body.data;
  olaya = branches.find((branch) => branch.branchName === OLAYA)!;
  expect(branches.some((branch) => branch.branchName === OTHER)).toBe(true);
  // The admin at the desk has a name of her own, which the booking's history will show.
  const adminCookie = await logInApi(stack.admin);
  const admins = (await api<CustomerListResponse>('/api/customers/', {}, adminCookie)).body.customers;
  const me = admins.find((row) => row.email === stack.admin.email)!;
  expect((await api(`/api/customers/${me._id}`, { method: 'PUT', body: JSON.stringify({ firstName: 'Sara', lastName: 'Al-Otaibi' }) }, adminCookie)).status).toBe(200);

  ali = { ...newAccount('desk'), firstName: 'Ali', lastName: 'Hassan' };
  const omar = { ...newAccount('desk'), firstName: 'Omar', lastName: 'Saleh' };
  await registerVerified(stack, ali);
  await registerVerified(stack, omar);
  const aliCookie = await logInApi(ali);
  const omarCookie = await logInApi(omar);
  // Only the first is "DAY at Al Olaya": one at another branch that day, one at Al Olaya the next working day.
  await book(aliCookie, OLAYA, DAY);
  await book(aliCookie, OTHER, DAY, 1);
  await book(omarCookie, OLAYA, workingDate(4));
}, 120_000);

/**
 * An admin's page whose clock reads 01:00 in Riyadh on DAY, in a browser set to Los Angeles: what "today"
 * shows is the server's Riyadh date, whatever the reader's clock and zone say.
 */
async function deskPage(lang: 'en' | 'ar'): Promise<Page> {
  const page = await newPage(browser, { baseUrl: stack.baseUrl, lang, timezoneId: 'America/Los_Angeles' });
  await page.clock.setFixedTime(riyadhInstant(DAY, 60));
  await page.addInitScript((chosen) => {
    window.localStorage.setItem('lang', chosen);
    window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
  }, lang);
  await logIn(page, stack.admin, lang === 'ar' ? ar : en);
  await arrivesAt(page, '/AdminPanel');
  return page;
}

const DAY_AT_OLAYA = `/AdminPanel?tab=bookingHistory&date=${DAY}&branch=${encodeURIComponent(OLAYA)}`;
const TODAY_AT_OLAYA = `/AdminPanel?tab=bookingHistory&date=today&branch=${encodeURIComponent(OLAYA)}`;

/**
 * Whether a header cell is seen whole, without scrolling: both its ends are on top where they are drawn,
 * not clipped away by the scrolling middle nor covered by the pinned columns.
 */
function shownInFull(cell: Element): boolean {
  const box = cell.getBoundingClientRect();
  const y = box.top + box.height / 2;
  return box.width > 0 && [box.left + 2, box.right - 2].every((x) => cell.contains(document.elementFromPoint(x, y)));
}

/** The header texts the grid shows in full, from left to right (pinned columns where they sit). */
async function headers(page: Page): Promise<string[]> {
  return page.locator('.admin-bookings .ag-header-row-column [role=columnheader]').evaluateAll(
    (cells, test) => {
      const inFull = new Function(`return ${test}`)() as (cell: Element) => boolean;
      return cells
        .filter(inFull)
        .sort((a, b) => a.getBoundingClientRect().x - b.getBoundingClientRect().x)
        .map((cell) => cell.textContent?.trim() ?? '');
    },
    shownInFull.toString(),
  );
}

async function inView(page: Page, header: string): Promise<boolean> {
  return (await headers(page)).includes(header);
}

describe('the desk: Booking History and the mail queue', () => {
  let page: Page;
  let errors: string[];

  it("opens 'today at Riyadh - Al Olaya' as the server's today, not the reader's clock", async () => {
    page = await deskPage('en');
    errors = collectPageErrors(page);
    await page.goto(TODAY_AT_OLAYA);
    const filters = page.getByRole('search', { name: bookingEn.deskFilter.label });
    expect(await field(filters, bookingEn.deskFilter.day).inputValue()).toBe('today');
    await until(() => field(filters, bookingEn.deskFilter.branch).inputValue(), (value) => value === olaya._id);
    // The page's clock says DAY; the server's Riyadh today is days before Ali's booking.
    await page.getByText(en.grid.noRows).first().waitFor();
  });

  it('opens a day at Riyadh - Al Olaya from one address, with the columns in the order a desk works', async () => {
    await page.goto(DAY_AT_OLAYA);
    const filters = page.getByRole('search', { name: bookingEn.deskFilter.label });
    expect(await field(filters, bookingEn.deskFilter.day).inputValue()).toBe('date');
    await until(() => field(filters, bookingEn.deskFilter.branch).inputValue(), (value) => value === olaya._id);
    await page.getByRole('status').filter({ hasText: bookingEn.deskFilter.shown.replace('{{number}}', '1') }).waitFor();
    await page.locator('.admin-bookings [role=gridcell]', { hasText: 'Ali Hassan' }).first().waitFor();
    // Not Omar's booking of the next day, nor Ali's at the other branch the same day.
    expect(await page.locator('.admin-bookings [role=gridcell]', { hasText: 'Omar Saleh' }).count()).toBe(0);
    const branchCells = (await page.locator('.admin-bookings [role=gridcell][col-id=branchName]').allTextContents()).map((text) => text.trim()).filter(Boolean);
    expect(branchCells).toEqual([OLAYA]);

    const order = await headers(page);
    // The grid draws only the columns near the view; the whole order is the columns' unit spec's.
    const wanted: string[] = [en.columns.bookingDate, en.columns.bookingTime, en.columns.branchName, bookingEn.bookingColumns.customer];
    expect(order.filter((text) => wanted.includes(text))).toEqual(wanted);
    // Status sits at the row's end beside Manage, so the desk's four columns are in view at 1280 px.
    expect(order.slice(-2)).toEqual([bookingEn.bookingColumns.status, en.columns.actions]);
    for (const header of [en.columns.bookingDate, en.columns.bookingTime, bookingEn.bookingColumns.customer, bookingEn.bookingColumns.status]) {
      expect([header, await inView(page, header)]).toEqual([header, true]);
    }
    const chip = page.locator('.admin-bookings .status-chip').first();
    expect(await chip.textContent()).toBe(bookingEn.bookingStatus.booked);
    expect(await chip.getAttribute('class')).toContain('status-chip--blue');
    await screenshotDeskWidths(page, 'booking-desk-day-en');
  });

  it('keeps each filter change in the address: Back and Forward step through them', async () => {
    const filters = page.getByRole('search', { name: bookingEn.deskFilter.label });
    await field(filters, bookingEn.deskFilter.day).selectOption('any');
    await page.waitForURL((url) => !url.searchParams.has('date'));
    await page.getByRole('status').filter({ hasText: bookingEn.deskFilter.shown.replace('{{number}}', '2') }).waitFor();
    await field(filters, bookingEn.deskFilter.status).selectOption('cancelled');
    await page.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    await page.getByText(en.grid.noRows).first().waitFor();

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('status') && !url.searchParams.has('date'));
    expect(await field(filters, bookingEn.deskFilter.status).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('date') === DAY);
    expect(await field(filters, bookingEn.deskFilter.day).inputValue()).toBe('date');
    await page.goForward();
    await page.waitForURL((url) => !url.searchParams.has('date'));
    await page.goto(DAY_AT_OLAYA);
  });

  it("opens the manage panel with the customer's phone and e-mail, confirms, and the history names who confirmed", async () => {
    await page.getByRole('button', { name: new RegExp(`^${bookingEn.adminBookings.manageRow.split('{{')[0]}Ali Hassan`) }).click();
    const panel = page.locator('.admin-bookings__panel');
    const phone = panel.getByRole('link', { name: bookingEn.bookingContact.call.replace('{{name}}', 'Ali Hassan').replace('{{phone}}', ''), exact: false });
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+9665\d{8}$/);
    expect(await panel.getByRole('link', { name: ali.email }).getAttribute('href')).toBe(`mailto:${ali.email}`);

    await panel.getByRole('button', { name: bookingEn.adminBookings.toConfirmed, exact: true }).click();
    await confirmInDialog(page, bookingEn.adminBookings.toConfirmed);
    await toast(page, 'The booking status has been updated');
    const confirmedLine = panel.locator('.timeline__item', { hasText: 'Status changed from booked to confirmed' });
    await confirmedLine.getByText(bookingEn.historyActor.byName.replace('{{name}}', 'Sara A.')).waitFor();
    await page.locator('.admin-bookings .data-grid .status-chip--green', { hasText: bookingEn.bookingStatus.confirmed }).waitFor();
    await screenshotDeskWidths(page, 'booking-desk-panel-en');
  });

  it('shows a mail the mail server refused as failed, with its error, and sends it again on Retry', async () => {
    // Ali's mailbox refuses mail for a while: the confirmation of his next booking fails at once.
    stack.mail.refuse(ali.email);
    await book(await logInApi(ali), OLAYA, workingDate(5));
    await until(
      async () => ((await page.request.get('/api/mail-queue')).json() as Promise<MailQueueView>),
      (view) => view.counts.failed === 1,
      15_000,
    );
    await page.getByRole('tab', { name: en.admin.tabs.mailQueue }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'mailQueue');
    const counts = page.getByRole('group', { name: en.mailQueue.counts });
    await counts.getByRole('button', { name: `1 ${en.mailQueue.states.failed}` }).waitFor();
    const failed = page.locator('.mail-queue [role=gridcell][col-id=error]', { hasText: 'Mailbox unavailable' });
    await failed.waitFor();
    // Beside the server's words, what they mean for the admin: the address was refused, so a retry waits for it.
    await page.locator('.mail-queue [role=gridcell][col-id=cause]', { hasText: en.mailQueue.causes.recipient }).waitFor();
    await page.locator('.mail-queue [role=gridcell]', { hasText: en.mailQueue.kinds['booking-confirmed'] }).waitFor();
    await screenshotDeskWidths(page, 'booking-desk-mail-failed-en');

    stack.mail.accept(ali.email);
    const retry = page.getByRole('button', { name: en.mailQueue.retryRow.replace('{{kind}}', en.mailQueue.kinds['booking-confirmed']).replace('{{recipient}}', ali.email) });
    await retry.click();
    await toast(page, 'The mail is queued again');
    await stack.mail.waitForMail(ali.email, (mail) => mail.attachments.some((file) => file.filename.endsWith('.ics')));
    await counts.getByRole('button', { name: `0 ${en.mailQueue.states.failed}` }).waitFor();
    await counts.getByRole('button', { name: en.mailQueue.states.completed }).click();
    await page.locator('.mail-queue [role=gridcell]', { hasText: en.mailQueue.kinds['booking-confirmed'] }).first().waitFor();
    await screenshotDeskWidths(page, 'booking-desk-mail-sent-en');
    expect(errors).toEqual([]);
  });

  it('reads right to left in Arabic, with the same filters, chips and names', async () => {
    const arabic = await deskPage('ar');
    const arabicErrors = collectPageErrors(arabic);
    await arabic.goto(DAY_AT_OLAYA);
    const filters = arabic.getByRole('search', { name: bookingAr.deskFilter.label });
    expect(await field(filters, bookingAr.deskFilter.day).inputValue()).toBe('date');
    const chip = arabic.locator('.admin-bookings .status-chip', { hasText: bookingAr.bookingStatus.confirmed });
    await chip.waitFor();
    expect(await chip.getAttribute('class')).toContain('status-chip--green');
    for (const header of [ar.columns.bookingDate, ar.columns.bookingTime, bookingAr.bookingColumns.customer, bookingAr.bookingColumns.status]) {
      expect([header, await inView(arabic, header)]).toEqual([header, true]);
    }
    await screenshotDeskWidths(arabic, 'booking-desk-day-ar');
    await arabic.getByRole('button', { name: /Ali Hassan/ }).first().click();
    await arabic.locator('.timeline__item', { hasText: bookingAr.historyActor.byName.replace('{{name}}', '\u2068Sara A.\u2069') }).waitFor();
    await arabic.locator('.admin-bookings [role=gridcell]', { hasText: 'Ali Hassan' }).first().waitFor();
    await screenshotDeskWidths(arabic, 'booking-desk-panel-ar');
    await arabic.getByRole('tab', { name: ar.admin.tabs.mailQueue }).click();
    await arabic.getByRole('group', { name: ar.mailQueue.counts }).waitFor();
    await screenshotDeskWidths(arabic, 'booking-desk-mail-queue-ar');
    expect(arabicErrors).toEqual([]);
  });
});
