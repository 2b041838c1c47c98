import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type AvailableSlot, type LocationRow } from '@dealer/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { bookingAr, bookingEn } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshotBothWidths } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import { openPublicPage, seriousAxeViolations } from './support/public-site.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, chosenTime, confirmInDialog, field, fillBookingForm, logIn, pickDay, pickTime, toast } from './support/ui.js';

/**
 * The confirmation a customer keeps: booking logged out lands on the booking's page after login, with
 * its calendar file; the mail's "Manage your booking" link opens the page in another browser without
 * a session, in Arabic, where the booking is rescheduled and cancelled.
 */
const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
let account: Account;
let branch: string;
let bookingPath: string;
const date = workingDate(4);
const newDate = workingDate(6);
beforeAll(async () => {
  ({ stack, browser } = journey);
  account = newAccount('keeper');
  await registerVerified(stack, account);
  branch = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data[1]!.branchName;
});

async function freeSlots(date: string): Promise<string[]> {
  const answer = (await (await fetch(`${stack.baseUrl}/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`)).json()) as { data: AvailableSlot[] };
  return answer.data.filter((slot) => slot.free > 0).map((slot) => slot.timeSlot);
}

async function expectNoSeriousAxe(page: Page): Promise<void> {
  expect((await seriousAxeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}


const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const facts = (page: Page) => page.locator('.booking-page__facts');

describe('the booking page', () => {
  it('is where a booking made before logging in lands, with its calendar file', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);
    await openPublicPage(page, '/', 'en');
    const texts = bookingEn;
    const form: Locator = page.locator('form').filter({ has: page.getByRole('button', { name: texts.booking.submit, exact: true }) });
    await fillBookingForm(form, { branch, date });
    const slot = (await freeSlots(date))[1]!;
    await pickTime(form, slot);
    await form.getByRole('button', { name: texts.booking.submit, exact: true }).click();

    await arrivesAt(page, '/login');
    await logIn(page, account);
    await toast(page, BOOKING_MESSAGES.booked.en);
    await page.waitForURL((url) => /^\/bookings\/[0-9a-f-]{36}$/.test(url.pathname));
    bookingPath = new URL(page.url()).pathname;
    const reference = bookingPath.slice('/bookings/'.length, '/bookings/'.length + 8).toUpperCase();
    await heading(page).filter({ hasText: reference }).waitFor();
    await page.getByText(texts.bookingPage.placed.replace('{{email}}', account.email)).waitFor();
    await facts(page).getByText(branch).waitFor();
    await facts(page).getByText('A/C Gas Refill').waitFor();
    expect(await page.getByRole('link', { name: /^\+?[\d\s]+$/ }).first().getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await page.getByRole('link', { name: new RegExp(texts.bookingPage.directions) }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?[\d.]+,-?[\d.]+$/);
    await expectNoSeriousAxe(page);
    await screenshotBothWidths(page, 'booking-page-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.bookingPage.addToCalendar }).click()]);
    expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(new RegExp(`DTSTART;TZID=Asia/Riyadh:${date.replace(/-/g, '')}T\\d{6}`));

    // Book again: the home form starts from this booking, with the date and time left to choose.
    await page.getByRole('button', { name: texts.bookingPage.bookAgain }).click();
    await arrivesAt(page, '/');
    await page.waitForFunction(() => window.history.state?.usr == null);
    expect(await field(form, texts.booking.fields.branchName).inputValue()).toBe(branch);
    expect(await field(form, texts.booking.fields.vehicleType).inputValue()).toBe('Toyota');
    expect(await field(form, texts.booking.fields.transmission).inputValue()).toBe('Automatic');
    expect(await form.getByRole('checkbox', { name: 'A/C Gas Refill' }).isChecked()).toBe(true);
    expect(await form.locator('[role=gridcell][aria-selected=true]').count()).toBe(0);
    expect(await chosenTime(form)).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens from the mail's link without a session, in Arabic, to reschedule and then cancel", async () => {
    const mail = await stack.mail.waitForMail(account.email, (m) => m.subject.startsWith('Booking confirmed'));
    const link = new RegExp(`Manage your booking: (\\S+${bookingPath}\\?token=[\\w-]+)`).exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    const errors = collectPageErrors(page);
    const texts = bookingAr;
    // A reader who chose Arabic on the site before.
    await openPublicPage(page, `${bookingPath}${new URL(link!).search}`, 'ar');
    await page.getByRole('button', { name: texts.bookingPage.addToCalendar }).waitFor();
    // The token left the address bar at once, and the page still works by it.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await heading(page).filter({ hasText: texts.bookingPage.heading.replace('{{reference}}', '').trim() }).waitFor();
    // The date with its weekday and the Hijri date, in Arabic.
    expect(await facts(page).innerText()).toMatch(/هـ/);
    await expectNoSeriousAxe(page);
    await screenshotBothWidths(page, 'booking-page-ar');

    await page.getByRole('button', { name: texts.bookingPage.reschedule }).click();
    const dialog = page.getByRole('dialog');
    await pickDay(dialog, newDate);
    const newSlot = (await freeSlots(newDate))[2]!;
    await pickTime(dialog, newSlot);
    await dialog.getByRole('button', { name: texts.bookingHistory.save }).click();
    await toast(page, BOOKING_MESSAGES.rescheduled.ar);
    await dialog.waitFor({ state: 'hidden' });
    // Acting in Arabic turned the booking's mails Arabic: their link opens the page in Arabic on a phone
    // that never chose a language here (no cookie, nothing stored).
    const movedMail = await stack.mail.waitForMail(account.email, (m) => m.subject.startsWith('تم تغيير موعد حجزك'));
    const movedLink = new RegExp(`إدارة حجزك: (\\S+${bookingPath}\\?\\S+)`).exec(movedMail.text)?.[1];
    expect(new URL(movedLink!).searchParams.get('mailLang')).toBe('ar');
    const newPhone = await newPage(browser, { baseUrl: stack.baseUrl });
    await newPhone.goto(movedLink!);
    await heading(newPhone).filter({ hasText: texts.bookingPage.heading.replace('{{reference}}', '').trim() }).waitFor();
    expect(await newPhone.locator('html').getAttribute('dir')).toBe('rtl');
    await newPhone.context().close();

    await page.getByRole('button', { name: texts.bookingPage.cancel }).click();
    // The dialog's own way out keeps the booking.
    await page.getByRole('dialog').getByRole('button', { name: texts.bookingHistory.keepBooking }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Escape keeps it too, and focus returns to the button that asked.
    await page.getByRole('button', { name: texts.bookingPage.cancel }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.bookingPage.cancel);
    await page.getByRole('button', { name: texts.bookingPage.cancel }).click();
    await confirmInDialog(page, texts.bookingHistory.cancelBooking);
    await toast(page, BOOKING_MESSAGES.cancelled.ar);
    await page.getByText(texts.bookingPage.cancelledNote).waitFor();
    // The notice of the move (above) links the page again.
    expect(movedMail.text).toMatch(new RegExp(`إدارة حجزك: \\S+${bookingPath}\\?token=[\\w-]+`));
    const cancelled = await stack.mail.waitForMail(account.email, (m) => m.subject.startsWith('تم إلغاء حجزك'));
    expect(cancelled.text).not.toContain('?token=');
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    await page.context().close();
  });

  it('asks a visitor without a session or link to log in', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await page.goto(bookingPath);
    await page.getByRole('heading', { name: bookingEn.bookingPage.loginHeading }).waitFor();
    await page.getByRole('link', { name: bookingEn.bookingPage.login }).waitFor();
    await page.context().close();
  });
});
