import { beforeAll, describe, expect, it } from '@jest/globals';
import { catalogMessage, type LocationRow, type ServiceRow } from '@dealer/contracts';
import type { Locator, Page } from 'playwright-core';
import { adminCatalogAr } from '../src/locales/admin-catalog.ar.js';
import { adminCatalogEn as texts } from '../src/locales/admin-catalog.en.js';
import { ar, en, publicAr, publicEn, type Messages } from './support/texts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { seriousAxeViolations } from './support/public-site.js';
import { arrivesAt, field, logIn, toast } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let page: Page;
let errors: string[];

const BRANCH = 'Abqaiq - Al Nakheel';
const hoursText = texts.catalog.hours;

async function openAdmin(lang: 'en' | 'ar', messages: Messages): Promise<Page> {
  const opened = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang });
  await opened.addInitScript((chosen) => {
    window.localStorage.setItem('lang', chosen);
    // The consent banner has its own journey; here it would sit over the form's buttons.
    window.localStorage.setItem('cookieConsent', JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
  }, lang);
  await logIn(opened, journey.stack.admin, messages);
  await arrivesAt(opened, '/AdminPanel');
  await opened.getByRole('tab', { name: messages.admin.tabs.location, exact: true }).click();
  await opened.waitForURL((url) => url.search.includes('tab=location'));
  return opened;
}

async function rowOf(path: string, name: (row: never) => string, wanted: string): Promise<Record<string, unknown> | undefined> {
  const rows = ((await (await fetch(`${journey.stack.baseUrl}${path}`)).json()) as { data: never[] }).data;
  return rows.find((row) => name(row) === wanted);
}
const branchRow = async () => (await rowOf('/api/locations/', (row: LocationRow) => row.branchName, BRANCH)) as LocationRow | undefined;

/** The tab's form, on a phone (a section under the menu) as on a wide screen (a tab panel). */
const formOf = (scope: Page, messages: Messages) => scope.locator('form').filter({ has: scope.getByRole('button', { name: messages.common.saveChanges }) });
const form = () => formOf(page, en);
/** A weekday's row of the hours editor, by the day's name. */
const day = (name: string) => form().getByRole('group', { name, exact: true });
const save = () => page.getByRole('button', { name: en.common.saveChanges }).click();

async function setTimes(scope: Locator, opens: string, closes: string): Promise<void> {
  await scope.getByLabel(hoursText.opens, { exact: true }).fill(opens);
  await scope.getByLabel(hoursText.closes, { exact: true }).fill(closes);
}

beforeAll(async () => {
  page = await openAdmin('en', en);
  errors = collectPageErrors(page);
}, 60_000);

describe('branch hours in the Location tab', () => {
  it('adds a branch with its week, Friday evening, Ramadan nights and Eid hours set with pickers', async () => {
    for (const [label, value] of [
      [texts.catalog.fields.branchName, BRANCH],
      [texts.catalog.fields.email, 'nakheel.abqaiq@e2e.test'],
      [texts.catalog.fields.phoneNumber, '+966 13 566 1234'],
      [texts.catalog.fields.address, 'King Abdulaziz Road, Al Nakheel, Abqaiq'],
      [texts.catalog.fields.postCode, '31992'],
      [texts.catalog.fields.latitude, '25.9349'],
      [texts.catalog.fields.longitude, '49.6688'],
    ] as const) {
      await field(form(), label).fill(value);
    }
    // A fresh branch starts Saturday to Thursday, 08:00 to 22:00, Friday closed.
    expect(await day(texts.catalog.options.saturday).getByLabel(hoursText.opens, { exact: true }).inputValue()).toBe('08:00');
    await day(texts.catalog.options.friday).getByLabel(hoursText.open, { exact: true }).check();
    await setTimes(day(texts.catalog.options.friday), '16:00', '22:00');

    const ramadan = form().getByRole('group', { name: texts.catalog.fields.ramadanHours });
    await ramadan.getByLabel(hoursText.own).check();
    await setTimes(ramadan, '20:00', '02:00');
    await ramadan.getByText(hoursText.nextDay).waitFor();

    await form().getByRole('button', { name: hoursText.add }).click();
    const eid = form().getByRole('group', { name: hoursText.range.replace('{{number}}', '1') });
    // The new range takes the focus: the admin types its dates at once.
    expect(await eid.getByLabel(hoursText.from, { exact: true }).evaluate((input) => input === document.activeElement)).toBe(true);
    await eid.getByText(hoursText.problems.missingDate).waitFor();
    await eid.getByLabel(hoursText.from, { exact: true }).fill('2027-03-09');
    await eid.getByLabel(hoursText.to, { exact: true }).fill('2027-03-11');
    await eid.getByText(hoursText.problems.missingDate).waitFor({ state: 'detached' });

    await screenshot(page, 'admin-location-hours-1280', form());
    await save();
    await toast(page, catalogMessage('locations', 'added', 'en'));
    await page.getByRole('gridcell', { name: BRANCH, exact: true }).waitFor();
    expect(await branchRow()).toMatchObject({
      weeklyHours: { saturday: { opens: 480, closes: 1320 }, friday: { opens: 960, closes: 1320 } },
      ramadanHours: { opens: 1200, closes: 1560 },
      specialHours: [{ from: '2027-03-09', to: '2027-03-11', hours: null }],
      openingSaturday: '08:00-AM',
      tillThursday: '10:00-PM',
      ramadanOpening: '08:00-PM',
      ramadanClosing: '02:00-AM',
      workingDays: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
  });

  it('closes Tuesday and moves Friday to 16:00–22:00 on an existing branch, the derived texts following', async () => {
    await page.getByRole('button', { name: texts.catalog.editRow.replace('{{name}}', BRANCH), exact: true }).click();
    const tuesday = day(texts.catalog.options.tuesday);
    await tuesday.getByLabel(hoursText.open, { exact: true }).uncheck();
    await tuesday.getByText(hoursText.closed, { exact: true }).waitFor();
    // Saturday past midnight: the editor says the closing falls on the next day.
    await setTimes(day(texts.catalog.options.saturday), '09:00', '01:00');
    await day(texts.catalog.options.saturday).getByText(hoursText.nextDay).waitFor();
    await setTimes(day(texts.catalog.options.friday), '16:00', '22:00');

    // A cleared closing is refused at the row before anything is sent.
    await day(texts.catalog.options.monday).getByLabel(hoursText.closes, { exact: true }).fill('');
    await day(texts.catalog.options.monday).getByText(hoursText.problems.missingTime).waitFor();
    await save();
    await toast(page, hoursText.invalid.replace('{{field}}', texts.catalog.fields.weeklyHours));
    await setTimes(day(texts.catalog.options.monday), '08:00', '22:00');

    await save();
    await toast(page, catalogMessage('locations', 'updated', 'en'));
    const row = await branchRow();
    expect(row).toMatchObject({
      weeklyHours: { saturday: { opens: 540, closes: 1500 }, tuesday: null, friday: { opens: 960, closes: 1320 } },
      openingSaturday: '09:00-AM',
      tillThursday: '01:00-AM',
      workingDays: ['saturday', 'sunday', 'monday', 'wednesday', 'thursday', 'friday'],
      specialHours: [{ from: '2027-03-09', to: '2027-03-11', hours: null }],
    });
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: texts.catalog.editRow.replace('{{name}}', BRANCH), exact: true }).click();
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(hasOverflow).toBe(false);
    await screenshot(page, 'admin-location-hours-390', form());
    await screenshot(page, 'admin-location-week-390', form().getByRole('group', { name: texts.catalog.fields.weeklyHours, exact: true }));
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
  });

  it('sets a service duration in the Services tab', async () => {
    await page.getByRole('tab', { name: en.admin.tabs.services, exact: true }).click();
    await field(form(), texts.catalog.fields.serviceName).fill('Evaporator Cleaning');
    await field(form(), texts.catalog.fields.serviceCategory).fill('AC Servicing');
    expect(await field(form(), texts.catalog.fields.durationMinutes).inputValue()).toBe('60');
    await field(form(), texts.catalog.fields.durationMinutes).fill('90');
    await save();
    await toast(page, catalogMessage('services', 'added', 'en'));
    const service = (await rowOf('/api/services/', (row: ServiceRow) => row.serviceName, 'Evaporator Cleaning')) as ServiceRow | undefined;
    expect(service?.durationMinutes).toBe(90);
  });
});

describe.each([1280, 390])('the hours editor in Arabic at %i px', (width) => {
  it('reads right to left with Arabic labels', async () => {
    const arabic = await openAdmin('ar', ar);
    await arabic.setViewportSize({ width, height: 800 });
    await arabic.getByRole('button', { name: adminCatalogAr.catalog.editRow.replace('{{name}}', BRANCH), exact: true }).click();
    const arabicForm = formOf(arabic, ar);
    const friday = arabicForm.getByRole('group', { name: adminCatalogAr.catalog.options.friday, exact: true });
    expect(await friday.getByLabel(adminCatalogAr.catalog.hours.opens, { exact: true }).inputValue()).toBe('16:00');
    await arabicForm.getByRole('group', { name: adminCatalogAr.catalog.options.tuesday, exact: true }).getByText(adminCatalogAr.catalog.hours.closed, { exact: true }).waitFor();
    expect(await arabic.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    await screenshot(arabic, `admin-location-hours-ar-${width}`, arabicForm);
    expect((await seriousAxeViolations(arabic)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await arabic.context().close();
  });
});

describe.each([
  ['en', publicEn.branchCard, ['Saturday: 09:00 AM – 01:00 AM', 'Tuesday: closed', 'Friday: 04:00 PM – 10:00 PM', 'Ramadan: 08:00 PM – 02:00 AM']],
  ['ar', publicAr.branchCard, ['الثلاثاء: مغلق', 'الجمعة: من \u20684:00 م\u2069 إلى \u206810:00 م\u2069']],
] as const)('the branch card on the locator in %s', (lang, card, lines) => {
  it('tells the week day by day where the hours differ, and the Ramadan hours', async () => {
    const visitor = await newPage(journey.browser, { baseUrl: journey.stack.baseUrl, lang });
    await visitor.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), lang);
    await visitor.goto('/locator');
    const branch = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: BRANCH }) });
    const hours = branch.getByRole('list', { name: card.hoursLabel });
    await hours.waitFor();
    // Times keep on one line (a no-break space before AM/PM).
    const shown = (await hours.getByRole('listitem').allTextContents()).map((text) => text.replaceAll('\u00a0', ' '));
    for (const line of lines) expect(shown).toContain(line);
    await screenshot(visitor, `locator-branch-hours-${lang}`, branch);
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });
});
