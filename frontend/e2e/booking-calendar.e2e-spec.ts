import { beforeAll, describe, expect, it } from '@jest/globals';
import { formatBookingDate, formatHijriDate, plusDays, weekdayOf, type AvailableDay, type AvailableSlot, type BookingRow, type Lang, type LocationRow } from '@dealer/contracts';
import type { Browser } from 'playwright-core';
import { bookingAr } from '../src/locales/booking.ar.js';
import { bookingEn } from '../src/locales/booking.en.js';
import { newAccount, registerVerified } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { riyadhDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import { openPublicPage, seriousAxeViolations } from './support/public-site.js';
import type { Stack } from './support/stack.js';
import { chosenTime, field, logIn } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
let branch: string;
beforeAll(async () => {
  ({ stack, browser } = journey);
  branch = ((await (await fetch(`${stack.baseUrl}/api/locations/`)).json()) as { data: LocationRow[] }).data[0]!.branchName;
});

const TEXTS = { en: bookingEn, ar: bookingAr } as const;

/** The first Friday after today whose Saturday can be booked at the branch (a Friday is closed by default). */
async function fridayBeforeOpenSaturday(): Promise<{ friday: string; saturday: string }> {
  const from = plusDays(riyadhDate(0), 1);
  const answer = await fetch(`${stack.baseUrl}/api/availability/days?branch=${encodeURIComponent(branch)}&from=${from}&to=${plusDays(from, 40)}`);
  const days = ((await answer.json()) as { data: AvailableDay[] }).data;
  const found = days.find((day, index) => weekdayOf(day.date) === 'friday' && days[index + 1]?.reason === null);
  if (!found) throw new Error('no Friday followed by a bookable Saturday in the next 40 days');
  expect(found).toMatchObject({ open: false, reason: 'closed' });
  return { friday: found.date, saturday: plusDays(found.date, 1) };
}

async function slotsOf(date: string): Promise<AvailableSlot[]> {
  const answer = await fetch(`${stack.baseUrl}/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`);
  return ((await answer.json()) as { data: AvailableSlot[] }).data;
}

describe('the booking calendar', () => {
  const cases: [Lang, number][] = [
    ['en', 1280],
    ['ar', 390],
    ['en', 390],
    ['ar', 1280],
  ];
  it.each(cases)('in %s at %i px: a closed Friday says why, the keyboard reaches an open day, a time with places left is booked', async (lang, width) => {
    const texts = TEXTS[lang].booking;
    const account = newAccount(`calendar-${lang}-${width}`);
    await registerVerified(stack, account);
    const { friday, saturday } = await fridayBeforeOpenSaturday();

    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
    await page.setViewportSize({ width, height: 900 });
    const errors = collectPageErrors(page);
    await logIn(page, account);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openPublicPage(page, '/', lang);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.submit, exact: true }) });
    const grid = form.getByRole('grid');

    // No branch yet: the calendar asks for one. On a phone it is below the first screen and loads as
    // the visitor scrolls towards it.
    await field(form, texts.fields.branchName).scrollIntoViewIfNeeded();
    await form.getByText(texts.calendar.chooseBranch).waitFor();
    await field(form, texts.fields.branchName).selectOption(branch);
    while ((await grid.locator(`button[data-date="${friday}"]`).count()) === 0) await form.getByRole('button', { name: texts.calendar.next }).click();

    // The Friday: unavailable for screen readers and, on focus, with its reason in visible text.
    const fridayButton = grid.getByRole('button', { name: formatBookingDate(friday, lang), exact: true });
    await grid.locator(`button[data-date="${friday}"][aria-disabled=true]`).waitFor();
    await fridayButton.focus();
    const reason = fridayButton.locator('.calendar__reason');
    await reason.waitFor({ state: 'visible' });
    expect(await reason.textContent()).toBe(texts.calendar.reasons.closed);
    expect(await fridayButton.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    await screenshot(page, `booking-calendar-closed-${lang}-${width}`, form.locator('.booking__when'));

    // The next day is to the right in English and to the left in Arabic; Enter chooses it.
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    const saturdayButton = grid.getByRole('button', { name: formatBookingDate(saturday, lang), exact: true });
    expect(await saturdayButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await grid.locator(`td[aria-selected=true] button[data-date="${saturday}"]`).waitFor();
    await form.getByText(formatHijriDate(saturday, lang), { exact: false }).waitFor();
    expect(await form.locator('.calendar__chosen').textContent()).toContain(formatBookingDate(saturday, lang));

    // The times as radio buttons with the places left; arrows move the choice.
    const slots = (await slotsOf(saturday)).filter((slot) => slot.free > 0);
    const times = form.getByRole('radiogroup', { name: texts.fields.bookingTime });
    const first = times.locator(`[role=radio][data-time="${slots[0]!.timeSlot}"]`);
    await first.waitFor();
    expect(await first.locator('small').textContent()).toBe(texts.slots.left.replace('{{count}}', String(slots[0]!.free)));
    await first.click();
    await page.keyboard.press('ArrowDown');
    const chosen = slots[1]!.timeSlot;
    await times.locator(`[role=radio][data-time="${chosen}"][aria-checked=true]`).waitFor();
    expect(await chosenTime(form)).toBe(chosen);

    await field(form, texts.fields.vehicleType).selectOption('Toyota');
    await field(form, texts.fields.model).selectOption('2022');
    await field(form, texts.fields.transmission).selectOption('Automatic');
    await field(form, texts.fields.waitingStatus).selectOption('Dropping Off Vehicle');
    await form.getByRole('checkbox').first().check();
    // The pointer off the calendar, so no day's hover text covers the picture.
    await page.mouse.move(0, 0);
    await screenshot(page, `booking-calendar-${lang}-${width}`, form.locator('.booking__when'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: texts.submit, exact: true }).click();
    // What the page does after booking is another part's; the booking itself is what counts here.
    const deadline = Date.now() + 10_000;
    let mine: BookingRow[] = [];
    while (mine.length === 0 && Date.now() < deadline) {
      mine = await page.evaluate(async (email) => ((await (await fetch(`/api/bookings/list/${email}`)).json()) as { data: BookingRow[] }).data, account.email);
      if (mine.length === 0) await page.waitForTimeout(100);
    }
    expect(mine).toEqual([expect.objectContaining({ branchName: branch, bookingDate: saturday, bookingTime: chosen, status: 'booked' })]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 45_000);
});
