import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AvailableSlot, BookingRow, ListResponse, LocationRow, ServiceRow } from '@dealer/contracts';
import type { Browser, Page } from 'playwright-core';
import { bookingJob, durationWording, timeRangeLabel } from '../src/lib/booking/booking-job.js';
import { bookingAr, ar, bookingEn as texts, en } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot, screenshotBothWidths } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import { openPublicPage } from './support/public-site.js';
import type { Stack } from './support/stack.js';
import { chosenTime, field, fillBookingForm, logIn, pickDay, pickTime, submitLogIn, until } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
let branch: string;
let catalog: ServiceRow[];
const SECOND_SERVICE = 'Compressor Repair';
beforeAll(async () => {
  ({ stack, browser } = journey);
  branch = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as ListResponse<LocationRow>).data[2]!.branchName;
  catalog = ((await (await fetch(`${stack.baseUrl}/api/services/`)).json()) as ListResponse<ServiceRow>).data;
});

const bookingForm = (page: Page, submit: string = texts.booking.submit) => page.locator('form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });

/** The length the form should say for these services, in the reader's words. */
function lengthText(services: string[], words: Record<keyof typeof texts.booking.duration, string>): string {
  const { key, count } = durationWording(bookingJob(catalog, services).minutes);
  return words[key].replace('{{count}}', String(count));
}

/** The ids the availability questions should carry for these services. */
const servicesParam = (services: string[]) => bookingJob(catalog, services).services;

/**
 * Keeps the time lists deterministic whatever the server knows of durations: the live stream is refused
 * (the form then polls), and the answer for the longer job drops `dropped`, as a server would when the
 * job no longer fits there. Returns the addresses the page asked.
 */
async function answerLongerJobWithout(page: Page, services: string, dropped: () => string): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/api/availability/stream?**', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.route('**/api/availability?**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    const answer = await route.fetch();
    if (url.searchParams.get('services') !== services) return route.fulfill({ response: answer });
    const body = (await answer.json()) as ListResponse<AvailableSlot>;
    return route.fulfill({ response: answer, json: { ...body, data: body.data.filter((slot) => slot.timeSlot !== dropped()) } });
  });
  return asked;
}

async function placeBookingAsCustomer(page: Page, account: Account, date: string): Promise<string> {
  await logIn(page, account);
  // The session is set once the login page has moved on.
  await page.waitForURL((url) => url.pathname !== '/login');
  await openPublicPage(page, '/', 'en');
  const form = bookingForm(page);
  await fillBookingForm(form, { branch, date });
  const slot = (await form.locator('[role=radio]:not([aria-disabled=true])').first().getAttribute('data-time'))!;
  await pickTime(form, slot);
  await form.getByRole('button', { name: texts.booking.submit, exact: true }).click();
  await page.waitForURL((url) => /^\/bookings\/[0-9a-f-]{36}$/.test(url.pathname));
  return slot;
}

describe('booking a job of several services', () => {
  it('asks for the days and times that fit the chosen services, says the length and clears a time that no longer fits', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);
    const both = servicesParam(['A/C Gas Refill', SECOND_SERVICE]);
    let chosen = '';
    const asked = await answerLongerJobWithout(page, both, () => chosen);
    await openPublicPage(page, '/', 'en');
    const form = bookingForm(page);
    await fillBookingForm(form, { branch, date: workingDate(3) });
    const one = servicesParam(['A/C Gas Refill']);
    // The day's click is where fillBookingForm stops: the question it sends may still be on its way.
    await until(async () => asked.some((url) => url.includes('/api/availability?') && new URL(url).searchParams.get('services') === one), (sent) => sent, 10_000).catch(() => {
      throw new Error(`no question for the times of ${one}; asked: ${asked.join(' ')}`);
    });
    await form.locator('.service-picker__length').filter({ hasText: lengthText(['A/C Gas Refill'], texts.booking.duration) }).waitFor();

    chosen = (await form.locator('[role=radio]:not([aria-disabled=true])').nth(1).getAttribute('data-time'))!;
    await pickTime(form, chosen);
    // Each time says when the work ends: '09:00 AM – 10:00 AM'.
    expect(await form.locator(`[role=radio][data-time="${chosen}"] > span`).innerText()).toMatch(new RegExp(`^${chosen}\\n– \\d\\d:\\d\\d [AP]M$`));

    const longer = page.waitForRequest((request) => request.url().includes('/api/availability?') && new URL(request.url()).searchParams.get('services') === both);
    const longerDays = page.waitForRequest((request) => request.url().includes('/api/availability/days?') && new URL(request.url()).searchParams.get('services') === both);
    await form.getByRole('checkbox', { name: SECOND_SERVICE }).check();
    await Promise.all([longer, longerDays]);
    await form.locator('.service-picker__length').filter({ hasText: lengthText(['A/C Gas Refill', SECOND_SERVICE], texts.booking.duration) }).waitFor();
    await form.getByText(texts.booking.slots.jobChanged).waitFor();
    expect(await chosenTime(form)).toBe('');
    await until(async () => asked.some((url) => url.includes('/api/availability/stream?') && new URL(url).searchParams.get('services') === both), (sent) => sent, 10_000);
    await screenshot(page, 'booking-durations-form-en', form);
    expect(errors.filter((error) => !error.includes('availability/stream'))).toEqual([]);
  });

  it("offers the server's starts for the whole job: a 3-hour job loses the starts too close to closing", async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await openPublicPage(page, '/', 'en');
    const form = bookingForm(page);
    const date = workingDate(2);
    await fillBookingForm(form, { branch, date });
    const offered = async () => form.locator('[role=radio]:not([aria-disabled=true])').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('data-time')));
    const fromServer = async (services: string[]) => {
      const url = `${stack.baseUrl}/api/availability?branch=${encodeURIComponent(branch)}&date=${date}&services=${servicesParam(services)}`;
      return ((await (await fetch(url)).json()) as ListResponse<AvailableSlot>).data.filter((slot) => slot.free > 0).map((slot) => slot.timeSlot);
    };
    const oneHour = await fromServer(['A/C Gas Refill']);
    await until(offered, (times) => JSON.stringify(times) === JSON.stringify(oneHour));
    await form.getByRole('checkbox', { name: 'A/C Gas Refill' }).uncheck();
    await form.getByRole('checkbox', { name: SECOND_SERVICE }).check();
    const threeHours = await fromServer([SECOND_SERVICE]);
    await until(offered, (times) => JSON.stringify(times) === JSON.stringify(threeHours));
    // The last two starts of the day run past closing for a 3-hour job.
    expect(threeHours).toEqual(oneHour.slice(0, -2));
    await page.context().close();
  });

  it('reads in Arabic with the services chosen (screenshots at both widths)', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await openPublicPage(page, '/', 'ar');
    const form = bookingForm(page, bookingAr.booking.submit);
    const labels = bookingAr.booking.fields;
    // The options keep the English values; the services are ticked by their Arabic names.
    await field(form, labels.vehicleType).selectOption('Toyota');
    await field(form, labels.model).selectOption('2022');
    await field(form, labels.transmission).selectOption('Automatic');
    await field(form, labels.waitingStatus).selectOption('Waiting');
    await field(form, labels.branchName).selectOption(branch);
    await form.getByRole('checkbox', { name: 'تعبئة غاز المكيف' }).check();
    await form.getByRole('checkbox', { name: 'إصلاح كمبروسر المكيف' }).check();
    await pickDay(form, workingDate(4));
    await form.locator('.service-picker__length').filter({ hasText: lengthText(['A/C Gas Refill', SECOND_SERVICE], bookingAr.booking.duration) }).waitFor();
    const first = form.locator('[role=radio]:not([aria-disabled=true])').first();
    await pickTime(form, (await first.getAttribute('data-time'))!);
    expect(await first.locator(':scope > span').innerText()).toMatch(/^\d{1,2}:\d\d [صم]\n– \d{1,2}:\d\d [صم]$/);
    await screenshotBothWidths(page, 'booking-durations-form-ar', form);
  });
});

describe('a booked job', () => {
  it('shows its end and length on its page and in the account history', async () => {
    const account = newAccount('lengths');
    await registerVerified(stack, account);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const slot = await placeBookingAsCustomer(page, account, workingDate(9));
    // Whatever the server answers, the booking reads as a two-hour job: the page's words are the subject.
    const twoHours = (json: BookingRow) => ({ ...json, durationMinutes: 120 });
    await page.route('**/api/bookings/**', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as BookingRow | ListResponse<BookingRow>;
      return route.fulfill({ response: answer, json: 'data' in body ? { ...body, data: body.data.map(twoHours) } : twoHours(body) });
    });
    await page.reload();
    const range = timeRangeLabel(slot, 120, 'en');
    await page.locator('.booking-page__facts').getByText(`${range} (${texts.booking.duration.twoHours})`).waitFor();
    await screenshot(page, 'booking-durations-booking-page-en', page.locator('.booking-page__facts'));
    await page.goto('/account');
    await page.getByText(range).first().waitFor();
    await screenshot(page, 'booking-durations-account-en');
  });
});

describe('the lifecycle at the admin panel', () => {
  it('offers Confirm and Cancel for a future booking, not Check in, and says when arrival can be recorded', async () => {
    const account: Account = { ...newAccount('durations'), lastName: 'Durations' };
    await registerVerified(stack, account);
    const customer = await newPage(browser, { baseUrl: stack.baseUrl });
    await placeBookingAsCustomer(customer, account, workingDate(5));

    for (const [lang, words] of [['en', texts], ['ar', bookingAr]] as const) {
      const admin = await newPage(browser, { baseUrl: stack.baseUrl, lang });
      await openPublicPage(admin, '/login', lang);
      await submitLogIn(admin, stack.admin, lang === 'en' ? en : ar);
      await admin.waitForURL((url) => url.pathname !== '/login');
      await admin.goto('/AdminPanel?tab=bookingHistory');
      const manage = admin.getByRole('button', { name: words.adminBookings.manageRow.replace('{{name}}', `${account.firstName} Durations`).replace(/ \S*\{\{date\}\}$/, ''), exact: false });
      // The grid lays out again at another width, closing the panel: each picture opens it afresh.
      for (const width of [1280, 390]) {
        await admin.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await manage.first().click();
        const panel = admin.locator('.admin-bookings__panel');
        await panel.getByRole('button', { name: words.adminBookings.toConfirmed, exact: true }).waitFor();
        await panel.getByRole('button', { name: words.adminBookings.toCancelled, exact: true }).waitFor();
        expect(await panel.getByRole('button', { name: words.adminBookings.toArrived, exact: true }).count()).toBe(0);
        await panel.getByText(words.adminBookings.notYet).waitFor();
        await panel.scrollIntoViewIfNeeded();
        await screenshot(admin, `booking-durations-admin-panel-${lang}-${width}`);
      }
    }
  });

  it('lets the customer reschedule with other services, sent only when changed', async () => {
    const account = newAccount('reshaper');
    await registerVerified(stack, account);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await placeBookingAsCustomer(page, account, workingDate(6));
    await page.getByRole('button', { name: texts.bookingPage.reschedule, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(texts.bookingHistory.changeServices).click();
    expect(await dialog.getByRole('checkbox', { name: 'A/C Gas Refill' }).isChecked()).toBe(true);
    const both = servicesParam(['A/C Gas Refill', SECOND_SERVICE]);
    const longer = page.waitForRequest((request) => request.url().includes('/api/availability/days?') && new URL(request.url()).searchParams.get('services') === both);
    await dialog.getByRole('checkbox', { name: SECOND_SERVICE }).check();
    await longer;
    await dialog.locator('.service-picker__length').filter({ hasText: lengthText(['A/C Gas Refill', SECOND_SERVICE], texts.booking.duration) }).waitFor();
    await pickDay(dialog, workingDate(7));
    const slot = (await dialog.locator('[role=radio]:not([aria-disabled=true])').first().getAttribute('data-time'))!;
    await pickTime(dialog, slot);
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/reschedule'));
    await dialog.getByRole('button', { name: texts.bookingHistory.save, exact: true }).click();
    // Only what the page sends is checked: the server's handling of new services is proved on its side.
    expect((await sent).postDataJSON()).toEqual({ bookingDate: workingDate(7), bookingTime: slot, serviceDetails: ['A/C Gas Refill', SECOND_SERVICE] });

    // The same dialog in Arabic, with the services changed, at both widths.
    const bookingPath = new URL(page.url()).pathname;
    const arabic = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await openPublicPage(arabic, '/login', 'ar');
    await submitLogIn(arabic, account, ar);
    await arabic.waitForURL((url) => url.pathname !== '/login');
    await arabic.goto(bookingPath);
    await arabic.getByRole('button', { name: bookingAr.bookingPage.reschedule, exact: true }).click();
    const arDialog = arabic.getByRole('dialog');
    await arDialog.getByText(bookingAr.bookingHistory.changeServices).click();
    await arDialog.getByRole('checkbox', { name: 'إصلاح كمبروسر المكيف' }).check();
    await arDialog.locator('.service-picker__length').filter({ hasText: lengthText(['A/C Gas Refill', SECOND_SERVICE], bookingAr.booking.duration) }).waitFor();
    await pickDay(arDialog, workingDate(8));
    await arDialog.locator('[role=radio]').first().waitFor();
    // Folded again, the chosen services keep their length in the summary.
    await arDialog.getByText(bookingAr.bookingHistory.changeServices).click();
    await arDialog.locator('.reschedule__length').filter({ hasText: lengthText(['A/C Gas Refill', SECOND_SERVICE], bookingAr.booking.duration) }).waitFor();
    await screenshotBothWidths(arabic, 'booking-durations-reschedule-ar', arDialog);
  });
});
