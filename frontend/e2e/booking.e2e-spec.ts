import { beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type AvailableSlot, type LocationRow } from '@dealer/contracts';
import type { Browser } from 'playwright-core';
import { slotLabels } from '../src/lib/booking/slot-labels.js';
import { bookingAr, bookingEn as texts, en } from './support/texts.js';
import { newAccount, registerVerified } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { workingDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, chosenTime, confirmInDialog, field, fillBookingForm, logIn, pickDay, pickTime, toast } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
beforeAll(() => {
  ({ stack, browser } = journey);
});

/** The times with a place left (the route lists full ones too, with none). */
async function freeSlots(branch: string, date: string): Promise<string[]> {
  return [...(await freePlaces(branch, date))].filter(([, places]) => places > 0).map(([slot]) => slot);
}

/** Free places per slot label, as the availability route reports them. */
async function freePlaces(branch: string, date: string): Promise<Map<string, number>> {
  const answer = (await (await fetch(`${stack.baseUrl}/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`)).json()) as { data: AvailableSlot[] };
  return new Map(answer.data.map((slot) => [slot.timeSlot, slot.free]));
}

/** Availability comes from an asynchronous projection: wait until it shows `places` free in the slot. */
async function expectFree(branch: string, date: string, slot: string, places: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (((await freePlaces(branch, date)).get(slot) ?? 0) !== places) {
    if (Date.now() > deadline) throw new Error(`${slot} on ${date} never showed ${places} free places`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Fills the booking form up to the date: the journeys' car and service at a branch, waiting or dropping off. */
describe('booking journey', () => {
  it('books logged out, logs in, gets the confirmation with an invitation, reschedules and cancels', async () => {
    const account = newAccount('booker');
    await registerVerified(stack, account);
    const branches = (await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] };
    const branch = branches.data[0]!.branchName;
    const date = workingDate(3);
    const newDate = workingDate(5);

    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.booking.submit, exact: true }) });
    await fillBookingForm(form, { branch, date });
    const slot = (await freeSlots(branch, date))[2]!;
    const bays = (await freePlaces(branch, date)).get(slot)!;
    await pickTime(form, slot);
    await screenshot(page, 'booking-form-filled');
    await form.getByRole('button', { name: texts.booking.submit, exact: true }).click();

    // Logged out: the booking waits in the browser while the visitor logs in.
    await arrivesAt(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('pendingBooking'))).not.toBeNull();
    await logIn(page, account);
    await toast(page, BOOKING_MESSAGES.booked.en);
    await page.waitForURL((url) => /^\/bookings\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.waitForFunction(() => localStorage.getItem('pendingBooking') === null);
    await expectFree(branch, date, slot, bays - 1);

    const mail = await stack.mail.waitForMail(account.email, (m) => m.subject.startsWith('Booking confirmed'));
    const invitation = mail.attachments.find((a) => a.contentType === 'text/calendar');
    expect(invitation?.filename).toMatch(/\.ics$/);
    const ics = invitation!.content;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART;TZID=Asia/Riyadh:${date.replace(/-/g, '')}T${hhmm(slot)}00`);
    expect(ics).toContain('END:VEVENT');

    await page.getByRole('link', { name: en.nav.myAccount }).click();
    await page.getByRole('tab', { name: en.account.tabs.bookingHistory }).click();
    await page.getByRole('gridcell', { name: branch }).first().waitFor();
    const row = slotLabels({ bookingDate: date, bookingTime: slot }, 'en');
    await page.getByRole('button', { name: texts.bookingHistory.rescheduleRow.replace('{{date}}', row.date).replace('{{time}}', row.time) }).click();
    const dialog = page.getByRole('dialog');
    await pickDay(dialog, newDate);
    const newSlot = (await freeSlots(branch, newDate))[1]!;
    await pickTime(dialog, newSlot);
    await dialog.getByRole('button', { name: texts.bookingHistory.save }).click();
    await toast(page, BOOKING_MESSAGES.rescheduled.en);
    await expectFree(branch, date, slot, bays);
    await expectFree(branch, newDate, newSlot, bays - 1);
    await stack.mail.waitForMail(account.email, (m) => m.subject.startsWith('Booking moved'));
    await screenshot(page, 'booking-history');

    const moved = slotLabels({ bookingDate: newDate, bookingTime: newSlot }, 'en');
    await page.getByRole('button', { name: texts.bookingHistory.cancelRow.replace('{{date}}', moved.date).replace('{{time}}', moved.time) }).click();
    await confirmInDialog(page, texts.bookingHistory.cancelBooking);
    await toast(page, BOOKING_MESSAGES.cancelled.en);
    await page.getByRole('gridcell', { name: texts.bookingStatus.cancelled }).waitFor();
    await expectFree(branch, newDate, newSlot, bays);
    await stack.mail.waitForMail(account.email, (m) => m.subject.startsWith('Booking cancelled'));
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    await page.context().close();
  });
});

describe('booking limits in the form', () => {
  it('says "you already have a booking at this time" at the time field, and the open-bookings limit above BOOK NOW', async () => {
    const account = newAccount('limited');
    await registerVerified(stack, account);
    const branches = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data.map((row) => row.branchName);
    const date = workingDate(4);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);
    await logIn(page, account);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.booking.submit, exact: true }) });
    const time = field(form, texts.booking.fields.bookingTime);
    const book = async (branch: string, slot: string) => {
      await fillBookingForm(form, { branch, date, waitingStatus: 'Dropping Off Vehicle' });
      await pickTime(form, slot);
      await form.getByRole('button', { name: texts.booking.submit, exact: true }).click();
    };
    // A placed booking opens its own page; the next one starts from the home page's form again.
    const booked = async () => {
      await toast(page, BOOKING_MESSAGES.booked.en);
      await page.waitForURL((url) => url.pathname.startsWith('/bookings/'));
      await page.goto('/');
    };
    const [first, second, third, fourth] = (await freeSlots(branches[0]!, date)).slice(0, 4);
    await book(branches[0]!, first!);
    await booked();

    // The same time at another branch: refused at the time field, which is cleared for a new choice.
    await book(branches[1]!, first!);
    const atTime = form.getByRole('alert').filter({ hasText: BOOKING_MESSAGES.slotAlreadyYours.en });
    await atTime.waitFor();
    expect((await time.getAttribute('aria-describedby'))?.split(' ')).toContain(await atTime.getAttribute('id'));
    expect(await chosenTime(form)).toBe('');
    await screenshot(page, 'booking-refused-at-time');

    await pickTime(form, second!);
    await form.getByRole('button', { name: texts.booking.submit, exact: true }).click();
    await booked();
    await book(branches[0]!, third!);
    await booked();

    // A fourth open booking: the limit is about the account, not a field, so it is said above BOOK NOW.
    await book(branches[0]!, fourth!);
    const limit = BOOKING_MESSAGES.openBookingsLimit.en.replace('{limit}', '3');
    const aboveButton = form.locator('.booking__refusal');
    await aboveButton.filter({ hasText: limit }).waitFor();
    expect(await chosenTime(form)).toBe(fourth);
    expect(await time.getAttribute('aria-invalid')).toBeNull();

    // Rescheduling the booking at the other branch onto the time of the first: said at the dialog's time
    // field, in the page's language, and the time is cleared for a new choice.
    await page.getByRole('link', { name: en.nav.myAccount }).click();
    await page.getByRole('tab', { name: en.account.tabs.bookingHistory }).click();
    await page.getByRole('gridcell', { name: branches[1]! }).first().waitFor();
    for (const [lang, words] of [['en', texts], ['ar', bookingAr]] as const) {
      const labels = slotLabels({ bookingDate: date, bookingTime: second! }, lang);
      const rowLabel = words.bookingHistory.rescheduleRow.replace('{{date}}', labels.date).replace('{{time}}', labels.time);
      await page.getByRole('button', { name: rowLabel }).click();
      const dialog = page.getByRole('dialog');
      await pickDay(dialog, date);
      const newTime = field(dialog, words.bookingHistory.newTime);
      await pickTime(dialog, first!);
      await dialog.getByRole('button', { name: words.bookingHistory.save }).click();
      const atNewTime = dialog.getByRole('alert').filter({ hasText: BOOKING_MESSAGES.slotAlreadyYours[lang] });
      await atNewTime.waitFor();
      expect((await newTime.getAttribute('aria-describedby'))?.split(' ')).toContain(await atNewTime.getAttribute('id'));
      expect(await chosenTime(dialog)).toBe('');
      expect(await dialog.locator('.account__refusal').count()).toBe(0);
      await screenshot(page, `reschedule-refused-at-time-${lang}`);
      // Choosing another time takes the message away.
      await pickTime(dialog, fourth!);
      await atNewTime.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      if (lang === 'ar') {
        // The Arabic grid and the details dialog: weekday dates, '9:00 ص' times, Arabic branch and service names.
        await page.getByRole('gridcell', { name: labels.time }).first().waitFor();
        await screenshot(page, 'account-bookings-ar');
        await page.getByRole('button', { name: words.bookingHistory.detailsRow.replace('{{date}}', labels.date).replace('{{time}}', labels.time) }).click();
        await dialog.getByText(labels.time).first().waitFor();
        await screenshot(page, 'account-booking-details-ar');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      if (lang === 'en') {
        await page.getByRole('button', { name: 'العربية' }).click();
        await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      }
    }
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    await page.context().close();
  });
});

/** '01:00 PM' → '1300'. */
function hhmm(label: string): string {
  const [, h, m, half] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(label)!;
  const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}${m}`;
}
