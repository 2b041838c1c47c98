import { beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type AvailableSlot, type DayBoard, type LocationRow } from '@dealer/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { booking } from '../../backend/test/support/booking-body.js';
import { slotLabels } from '../src/lib/booking/slot-labels.js';
import { ar, bookingAr, bookingEn, en } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot, screenshotDeskWidths } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import { openPublicPage, seriousAxeViolations } from './support/public-site.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, field, logIn, pickDay, pickTime, submitLogIn, toast, until } from './support/ui.js';

/**
 * The branch's day on one screen: an admin finds a customer's booking on the board, confirms it from
 * its chip, moves it to another day (the customer's account shows the new time), sees a new booking
 * arrive live, and reserves a free place for a walk-in; the board in English and Arabic, at a desktop's
 * and a tablet's width.
 */
const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
let customer: Account;
let branch: LocationRow;
let slot: string;
const date = workingDate(3);
const newDate = workingDate(5);

async function freeSlots(day: string): Promise<string[]> {
  const answer = (await (await fetch(`${stack.baseUrl}/api/availability?branch=${branch._id}&date=${day}`)).json()) as { data: AvailableSlot[] };
  return answer.data.filter((s) => s.free > 0).map((s) => s.timeSlot);
}

/** The customer books through the API, as the booking form would: the board is the subject here. */
async function bookAsCustomer(account: Account, day: string, time: string): Promise<void> {
  const login = await fetch(`${stack.baseUrl}/api/customers/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const placed = await fetch(`${stack.baseUrl}/api/bookings/`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(booking(branch.branchName, day, time)) });
  expect(placed.status).toBe(201);
}

async function openBoard(lang: 'en' | 'ar'): Promise<Page> {
  const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
  await openPublicPage(page, '/login', lang);
  await submitLogIn(page, stack.admin, lang === 'ar' ? ar : en);
  await arrivesAt(page, '/AdminPanel');
  const texts = lang === 'ar' ? ar : en;
  await page.getByRole('tab', { name: texts.admin.tabs.dayBoard, exact: true }).click();
  await page.waitForURL((url) => url.search.includes('tab=dayBoard'));
  return page;
}

async function showDay(page: Page, day: string, texts: { branch: string; day: string } = bookingEn.dayBoard): Promise<void> {
  await field(page, texts.branch).selectOption(branch._id);
  await page.getByLabel(texts.day, { exact: true }).fill(day);
  await page.locator('.day-board__grid').waitFor();
}

const chip = (page: Page, name: string): Locator => page.locator('.day-board__chip').filter({ hasText: name });
/** The site's own confirmation dialog, opened over the chip's panel. */
const confirmation = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.locator('.confirm-dialog__message') });

beforeAll(async () => {
  ({ stack, browser } = journey);
  customer = { ...newAccount('board'), firstName: 'Layla', lastName: 'Board' };
  await registerVerified(stack, customer);
  branch = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data[1]!;
  slot = (await freeSlots(date))[1]!;
  await bookAsCustomer(customer, date, slot);
});

describe('the day board', () => {
  it("shows a customer's booking, confirms it from its chip and moves it to another day, which the customer's account then shows", async () => {
    const page = await openBoard('en');
    const errors = collectPageErrors(page);
    const texts = bookingEn;
    await showDay(page, date);
    const booked = chip(page, 'Layla Board');
    await booked.waitFor();
    await booked.getByText(texts.bookingStatus.booked).waitFor();
    expect(await booked.getByRole('link').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect((await seriousAxeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await screenshotDeskWidths(page, 'day-board-en');

    // Confirm, through the site's dialog; the chip says the new status in words.
    await booked.getByRole('button').click();
    const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: texts.dayBoard.move }) });
    await panel.getByRole('button', { name: texts.adminBookings.toConfirmed, exact: true }).click();
    await confirmation(page).getByRole('button', { name: texts.adminBookings.toConfirmed, exact: true }).click();
    await toast(page, BOOKING_MESSAGES.statusChanged.en);
    await booked.getByText(texts.bookingStatus.confirmed).waitFor();
    await panel.getByRole('button', { name: texts.adminBookings.toConfirmed, exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'day-board-chip-panel-en');

    // Move it to another day and time through the engine.
    await panel.getByRole('button', { name: texts.dayBoard.move }).click();
    const moveDialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: texts.bookingHistory.save }) });
    await pickDay(moveDialog, newDate);
    const newSlot = (await freeSlots(newDate))[2]!;
    await pickTime(moveDialog, newSlot);
    await moveDialog.getByRole('button', { name: texts.bookingHistory.save }).click();
    await toast(page, BOOKING_MESSAGES.rescheduled.en);
    await booked.waitFor({ state: 'detached' });
    await showDay(page, newDate);
    await chip(page, 'Layla Board').getByText(texts.bookingStatus.confirmed).waitFor();
    const onBoard = await until(
      async () => ((await (await page.request.get(`/api/board?branch=${branch._id}&date=${newDate}`)).json()) as DayBoard).chips.map((c) => c.timeSlot),
      (times) => times.includes(newSlot),
    );
    expect(onBoard).toContain(newSlot);

    const customerPage = await newPage(browser, { baseUrl: stack.baseUrl });
    await logIn(customerPage, customer);
    await customerPage.waitForURL((url) => url.pathname !== '/login');
    await customerPage.getByRole('link', { name: en.nav.myAccount }).click();
    await customerPage.getByRole('tab', { name: en.account.tabs.bookingHistory }).click();
    const moved = slotLabels({ bookingDate: newDate, bookingTime: newSlot }, 'en');
    await customerPage.getByRole('button', { name: texts.bookingHistory.rescheduleRow.replace('{{date}}', moved.date).replace('{{time}}', moved.time) }).waitFor();
    await stack.mail.waitForMail(customer.email, (m) => m.subject.startsWith('Booking moved'));
    await customerPage.context().close();
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    await page.context().close();
  });

  it('reserves a free place for a walk-in from the board, in Arabic', async () => {
    const page = await openBoard('ar');
    const texts = bookingAr.dayBoard;
    await showDay(page, date, texts);
    // Booked elsewhere while the board is open: the chip comes by the board's live stream, well before
    // the 30-second reading the board falls back on without it.
    await page.locator('.day-board__grid').getByText(texts.free, { exact: true }).first().waitFor();
    await bookAsCustomer(customer, date, slot);
    await chip(page, 'Layla Board').waitFor({ timeout: 10_000 });
    const free = page.getByRole('button', { name: new RegExp(`${texts.free}$`) }).first();
    await free.click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: texts.reserve }) });
    // Nothing filled: each field says so, in Arabic, and nothing is sent.
    await dialog.getByRole('button', { name: texts.reserve }).click();
    expect(await dialog.locator('[aria-invalid=true]').count()).toBe(4);
    await field(dialog, texts.firstName).fill('ناصر');
    await field(dialog, texts.lastName).fill('العتيبي');
    await field(dialog, texts.phone).fill('0553330000');
    await field(dialog, texts.email).fill('nasser@example.com');
    await dialog.getByRole('button', { name: texts.reserve }).click();
    await toast(page, BOOKING_MESSAGES.reserved.ar);
    const reserved = chip(page, 'ناصر العتيبي');
    await reserved.getByText(texts.reservation).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect((await seriousAxeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await screenshotDeskWidths(page, 'day-board-ar');
    await page.context().close();
  });
});
