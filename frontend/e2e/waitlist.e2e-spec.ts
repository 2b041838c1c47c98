import { beforeAll, describe, expect, it } from '@jest/globals';
import { WAITLIST_MESSAGES, type AvailableSlot, type LocationRow } from '@dealer/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { extractLink } from '../../backend/test/support/mail-catcher.js';
import { bookingAr, bookingEn, ar, en } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshotBothWidths } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import { openPublicPage } from './support/public-site.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, field, fillBookingForm, logIn, pickDay, toast } from './support/ui.js';

/**
 * A customer joins the waitlist for a full time from the booking form; another customer cancels;
 * the first opens the offer mail's link, confirms, and finds the booking in My Account.
 */
const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
let waiter: Account;
let canceller: Account;
let branch: LocationRow;
let time: string;
const date = workingDate(5);

/** A session cookie for scripted calls (no Origin header: not a browser, so the cross-site check lets it by). */
async function sessionOf(account: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${stack.baseUrl}/api/customers/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function post(cookie: string, path: string, body: unknown = {}): Promise<{ status: number; body: { _id?: string } }> {
  const answer = await fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json()) as { _id?: string } };
}

const bookingBody = (bookingTime: string) => ({
  vehicleType: 'Toyota',
  model: '2022',
  transmission: 'Automatic',
  waitingStatus: 'Waiting',
  serviceDetails: ['A/C Gas Refill'],
  branchName: branch.branchName,
  bookingDate: date,
  bookingTime,
  offer: '',
  isListed: true,
});

let cancellersBooking: string;
/** The offer mail's link, path and query. */
let offerPath: string;

beforeAll(async () => {
  ({ stack, browser } = journey);
  waiter = newAccount('waiter');
  canceller = newAccount('canceller');
  await registerVerified(stack, waiter);
  await registerVerified(stack, canceller);
  const branches = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data;
  branch = [...branches].sort((a, b) => (a.capacity ?? 99) - (b.capacity ?? 99))[0]!;
  const slots = ((await (await fetch(`${stack.baseUrl}/api/availability?branch=${encodeURIComponent(branch.branchName)}&date=${date}`)).json()) as { data: AvailableSlot[] }).data;
  time = slots.filter((slot) => slot.free > 0)[1]!.timeSlot;
  // The time fills up: the admin takes every place but one, the canceller the last.
  const admin = await sessionOf(stack.admin);
  for (let i = 1; i < (branch.capacity ?? 1); i++) expect((await post(admin, '/api/bookings/', bookingBody(time))).status).toBe(201);
  const placed = await post(await sessionOf(canceller), '/api/bookings/', bookingBody(time));
  expect(placed.status).toBe(201);
  cancellersBooking = placed.body._id!;
});

const bookingForm = (page: Page, submit: string): Locator => page.locator('form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });

describe('the waitlist', () => {
  it('takes a customer in line for a full time, offers them the place another cancels, and books it from the mail', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);
    await logIn(page, waiter);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openPublicPage(page, '/', 'en');
    const texts = bookingEn;
    const form = bookingForm(page, texts.booking.submit);
    await fillBookingForm(form, { branch: branch.branchName, date });
    await form.locator(`[role=radio][data-time="${time}"][aria-disabled=true]`).waitFor();

    const panel = form.getByRole('group', { name: texts.waitlist.panelHeading });
    await field(panel, texts.waitlist.from).selectOption(time);
    await field(panel, texts.waitlist.to).selectOption(time);
    await screenshotBothWidths(page, 'waitlist-join-en', panel);
    await panel.getByRole('button', { name: texts.waitlist.join }).click();
    await toast(page, WAITLIST_MESSAGES.joined.en);

    // Another customer cancels: the place is held for the waiting customer, who is mailed the offer.
    expect((await post(await sessionOf(canceller), `/api/bookings/${cancellersBooking}/cancel`)).status).toBe(200);
    const mail = await stack.mail.waitForMail(waiter.email, (m) => m.text.includes('/waitlist/offer?token='), 20_000);
    const link = new URL(extractLink(mail, '/waitlist/offer?token='));

    offerPath = `${link.pathname}${link.search}`;
    await page.goto(offerPath);
    await page.getByRole('heading', { level: 1, name: texts.waitlist.offerTitle }).waitFor();
    // The token leaves the address bar at once.
    await page.waitForURL((url) => !url.search.includes('token'));
    await page.locator('.waitlist-offer').getByText(branch.branchName).waitFor();
    await screenshotBothWidths(page, 'waitlist-offer-en');
    await page.getByRole('button', { name: texts.waitlist.confirm }).click();
    await page.getByText(texts.waitlist.confirmed).waitFor();
    await page.getByRole('link', { name: texts.waitlist.toAccount }).click();

    await arrivesAt(page, '/account');
    await page.getByRole('tab', { name: en.account.tabs.waitlist }).click();
    const entry = page.locator('.waitlist-entry').filter({ hasText: texts.waitlist.status.booked });
    await entry.waitFor();
    await screenshotBothWidths(page, 'waitlist-account-en');
    await entry.getByRole('link', { name: texts.waitlist.openBooking }).click();
    await page.waitForURL((url) => /^\/bookings\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.locator('.booking-page__facts').getByText(time).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await logIn(page, waiter);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openPublicPage(page, '/', 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const texts = bookingAr;
    const form = bookingForm(page, texts.booking.submit);
    // The time is full again: the waiting customer's booking took the last place.
    await field(form, texts.booking.fields.branchName).selectOption(branch.branchName);
    await pickDay(form, date);
    const panel = form.getByRole('group', { name: texts.waitlist.panelHeading });
    await panel.waitFor();
    await screenshotBothWidths(page, 'waitlist-join-ar', panel);
    await page.goto('/account');
    await page.getByRole('tab', { name: ar.account.tabs.waitlist }).click();
    await page.locator('.waitlist-entry').filter({ hasText: texts.waitlist.status.booked }).waitFor();
    await screenshotBothWidths(page, 'waitlist-account-ar');

    // The mail's link once used: the page says the offer is closed, and offers no button.
    await page.goto(offerPath);
    await page.getByText(texts.waitlist.offerClosed).waitFor();
    expect(await page.getByRole('button', { name: texts.waitlist.confirm }).count()).toBe(0);
    await screenshotBothWidths(page, 'waitlist-offer-ar');
  });
});
