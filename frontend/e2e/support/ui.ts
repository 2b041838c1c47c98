import type { Locator, Page } from 'playwright-core';
import { bookingEn } from '../../src/locales/booking.en.js';
import { screenshot } from './browser.js';
import { en, type Messages } from './texts.js';

/** A field by its label exactly, whether or not the label carries the required-field asterisk. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/**
 * Waits for a toast carrying this text. When none comes, the failure says what the page showed instead
 * (its address and the alerts on it) and keeps a screenshot, so a journey that failed once can be read.
 */
export async function toast(page: Page, text: string): Promise<void> {
  try {
    await page.getByRole('alert').filter({ hasText: text.trim() }).first().waitFor();
  } catch (error) {
    throw await shownInstead(page, `No toast "${text.trim()}"`, error);
  }
}

/** Waits for the page to reach this path; when it never does, the failure says where it stayed and what it showed, as toast() does. */
export async function arrivesAt(page: Page, pathname: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname);
  } catch (error) {
    throw await shownInstead(page, `Never reached ${pathname}`, error);
  }
}

async function shownInstead(page: Page, what: string, cause: unknown): Promise<Error> {
  const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
  const shot = await screenshot(page, `shown-instead-${Date.now()}`).catch(() => 'none');
  return new Error(`${what} at ${page.url()}; alerts shown: ${JSON.stringify(alerts)}; screenshot ${shot}`, { cause });
}

export async function logIn(page: Page, account: { email: string; password: string }, texts: Messages = en): Promise<void> {
  await page.goto('/login');
  await submitLogIn(page, account, texts);
}

/** Logs in on the login page already open, e.g. the one a form sent the visitor to, so its way back is kept. */
export async function submitLogIn(page: Page, account: { email: string; password: string }, texts: Messages = en): Promise<void> {
  // The forgotten-password dialog sits in the same card, so pick the form by its button.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.auth.login, exact: true }) });
  await field(form, texts.auth.email).fill(account.email);
  await field(form, texts.auth.password).fill(account.password);
  await form.getByRole('button', { name: texts.auth.login }).click();
}

/**
 * Chooses a day in the booking form's calendar: pages to its month, waits until the branch's days have
 * loaded and the day is bookable, then clicks it.
 */
export async function pickDay(scope: Page | Locator, date: string): Promise<void> {
  // The month shown, read from its days (the grid holds buttons for that month's days only). Paging is
  // decided by it, not by whether the day is there: while the calendar's code arrives, React may show
  // its place empty for a moment, and a day missing then would have paged past its month.
  const shownMonth = async () => (await scope.locator('[role=grid] button[data-date]').first().getAttribute('data-date'))!.slice(0, 7);
  for (let pages = 0; (await shownMonth()) < date.slice(0, 7); pages++) {
    if (pages > 3) throw new Error(`${date} is not within four months of the calendar`);
    const shown = await shownMonth();
    // The next-month button is the last of the calendar's head, in either direction. A click made
    // while the calendar is still the server's markup (its code hydrates it as it comes near, later
    // on a busy machine) turns nothing, as it would for a person, who clicks again.
    for (let clicks = 0; (await shownMonth()) === shown; clicks++) {
      if (clicks > 10) throw new Error(`the calendar stays at ${shown}`);
      await scope.locator('.calendar__head button').last().click();
      await until(() => shownMonth(), (month) => month !== shown, 1_500).catch(() => undefined);
    }
  }
  const day = scope.locator(`[role=grid] button[data-date="${date}"]`);
  await scope.locator(`[role=grid] button[data-date="${date}"].calendar__day--open`).waitFor();
  await day.click();
}

/** Chooses a time button (radio) of the booking form by the spec's label ('09:00 AM'), once it has a place. */
export async function pickTime(scope: Page | Locator, slot: string): Promise<void> {
  const button = scope.locator(`[role=radiogroup] [role=radio][data-time="${slot}"]:not([aria-disabled=true])`);
  await button.click();
  await scope.locator(`[role=radio][data-time="${slot}"][aria-checked=true]`).waitFor();
}

/** The time chosen in the booking form ('' for none). */
export async function chosenTime(scope: Page | Locator): Promise<string> {
  const checked = scope.locator('[role=radio][aria-checked=true]');
  return (await checked.count()) === 0 ? '' : ((await checked.getAttribute('data-time')) ?? '');
}

/** Answers the site's confirmation dialog with its action button (e.g. "Cancel booking", "Delete"). */
export async function confirmInDialog(page: Page, action: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: action, exact: true }) });
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Fills the home booking form as a customer would (a Toyota 2022, automatic, 'A/C Gas Refill') at
 * `branch` on `date`, leaving the time to choose.
 */
export async function fillBookingForm(
  form: Locator,
  { branch, date, waitingStatus = 'Waiting' }: { branch: string; date: string; waitingStatus?: string },
  labels = bookingEn.booking.fields,
): Promise<void> {
  await field(form, labels.vehicleType).selectOption('Toyota');
  await field(form, labels.model).selectOption('2022');
  await field(form, labels.transmission).selectOption('Automatic');
  await field(form, labels.branchName).selectOption(branch);
  await form.getByRole('checkbox', { name: 'A/C Gas Refill' }).check();
  await field(form, labels.waitingStatus).selectOption(waitingStatus);
  await pickDay(form, date);
}

/** Asks `read` again until `accept` takes its answer (pages settle after a frame or a fetch), else fails with the last answer. */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 5_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  if (!accept(value)) throw new Error(`still ${JSON.stringify(value)} after ${timeout} ms`);
  return value;
}
