import { beforeAll, describe, expect, it } from '@jest/globals';
import { offerSelectedMessage, SPEC_MESSAGES, catalogMessage, type Lang, type PackageRow, type ServiceRow } from '@dealer/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminCatalogAr } from '../src/locales/admin-catalog.ar.js';
import { authFormsAr } from '../src/locales/auth-forms.ar.js';
import { authFormsEn } from '../src/locales/auth-forms.en.js';
import { bookingAr } from '../src/locales/booking.ar.js';
import { bookingEn } from '../src/locales/booking.en.js';
import { bundleAr } from '../src/locales/bundle.ar.js';
import { bundleEn } from '../src/locales/bundle.en.js';
import { infoPagesAr } from '../src/locales/info-pages.ar.js';
import { infoPagesEn } from '../src/locales/info-pages.en.js';
import { packagesAr } from '../src/locales/packages.ar.js';
import { packagesEn } from '../src/locales/packages.en.js';
import { warrantyAr } from '../src/locales/warranty.ar.js';
import { warrantyEn } from '../src/locales/warranty.en.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { openPublicPage, scrollThrough, seriousAxeViolations } from './support/public-site.js';
import { ar as arabicTexts } from './support/texts.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, field, logIn, toast } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
let packages: PackageRow[];
let services: ServiceRow[];
beforeAll(async () => {
  ({ stack, browser } = journey);
  packages = ((await (await fetch(`${stack.baseUrl}/api/packages/`)).json()) as { data: PackageRow[] }).data;
  services = ((await (await fetch(`${stack.baseUrl}/api/services/`)).json()) as { data: ServiceRow[] }).data;
});

// Every part of the texts a page can load (see lib/i18n.ts), as one object per language.
const TEXTS = {
  en: { ...bundleEn, ...bookingEn, ...packagesEn, ...warrantyEn, ...authFormsEn, ...infoPagesEn },
  ar: { ...bundleAr, ...bookingAr, ...packagesAr, ...warrantyAr, ...authFormsAr, ...infoPagesAr },
} as const;
const fill = (template: string, field: string) => template.replace('{{field}}', field);

/** The booking fields the home form shows, in its order, with the label a reader sees. */
const BOOKING_SELECTS = ['vehicleType', 'model', 'transmission', 'waitingStatus', 'branchName', 'bookingTime'] as const;

/** The text of the elements a control's aria-describedby names. */
async function description(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const page = control.page();
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/** The control is marked invalid and its description carries the message. */
async function expectProblem(control: Locator, message: string): Promise<void> {
  await expect(control.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(description(control)).resolves.toContain(message);
}

async function openPage(lang: Lang, path: string, width = 1280): Promise<Page> {
  const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
  await page.setViewportSize({ width, height: 800 });
  await openPublicPage(page, path, lang);
  return page;
}

const bookingForm = (page: Page, lang: Lang) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: TEXTS[lang].booking.submit, exact: true }) });

describe.each(['en', 'ar'] as const)('forms that help (%s)', (lang) => {
  const texts = TEXTS[lang];

  it('BOOK NOW on an empty booking form marks every missing field there, focuses the first and keeps a visitor on the page', async () => {
    const page = await openPage(lang, '/', lang === 'ar' ? 390 : 1280);
    const errors = collectPageErrors(page);
    const form = bookingForm(page, lang);
    await form.waitFor();
    // A fresh form greets nobody in red.
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);

    await form.getByRole('button', { name: texts.booking.submit, exact: true }).click();
    await toast(page, SPEC_MESSAGES.fillMandatory[lang]);
    for (const name of BOOKING_SELECTS) {
      const label = texts.booking.fields[name];
      await expectProblem(field(form, label), fill(texts.formProblems.choose, label));
    }
    const date = field(form, texts.booking.fields.bookingDate);
    await expectProblem(date, fill(texts.formProblems.choose, texts.booking.fields.bookingDate));
    const firstService = form.getByRole('checkbox').first();
    await expectProblem(firstService, fill(texts.formProblems.choose, texts.booking.fields.serviceDetails));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('vehicleType');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('pendingBooking'))).toBeNull();
    await screenshot(page, `forms-help-booking-missing-${lang}-${lang === 'ar' ? 390 : 1280}`);

    // Choosing a make takes its mark away at once; the rest stay until chosen.
    await field(form, texts.booking.fields.vehicleType).selectOption({ index: 1 });
    await expect(field(form, texts.booking.fields.vehicleType).getAttribute('aria-invalid')).resolves.toBeNull();
    await expect(field(form, texts.booking.fields.model).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a package's BOOK NOW names and ticks its services and selects the offer, with nothing marked", async () => {
    const page = await openPage(lang, '/', lang === 'ar' ? 1280 : 390);
    const chosen = packages.find((row) => row.services.length >= 2)!;
    const name = lang === 'ar' && chosen.serviceNameAr ? chosen.serviceNameAr : chosen.serviceName;
    const included = chosen.services.map((id) => services.find((service) => service._id === id)!);
    const shownName = (service: ServiceRow) => (lang === 'ar' && service.serviceNameAr ? service.serviceNameAr : service.serviceName);

    // The packages are drawn as the visitor scrolls towards them.
    await scrollThrough(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    for (const service of included) await card.getByRole('listitem').filter({ hasText: shownName(service) }).first().waitFor();
    await card.getByRole('button', { name: texts.packages.bookPackage.replace('{{name}}', name) }).click();

    await toast(page, offerSelectedMessage(lang === 'en' ? chosen.serviceName : name)[lang]);
    const form = bookingForm(page, lang);
    // Ticked as the form takes the package (a render after the toast): waited for, and a timeout if never.
    for (const service of included) await form.getByRole('checkbox', { name: shownName(service), exact: true, checked: true }).waitFor();
    await form.getByText(texts.booking.offer.replace('{{offer}}', name)).waitFor();
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await form.locator('.field__error').count()).toBe(0);
    // The form is shown at the first choice still to make.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('vehicleType');
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, `forms-help-package-${lang}-${lang === 'ar' ? 1280 : 390}`);
    await page.context().close();
  });

  it('login and the quote form show their problems at the fields, only after a submit or a change left behind', async () => {
    const page = await openPage(lang, '/login');
    const login = page.locator('form').filter({ has: page.getByRole('button', { name: texts.auth.login, exact: true }) });
    await login.getByRole('button', { name: texts.auth.login, exact: true }).click();
    await toast(page, SPEC_MESSAGES.fillDetails[lang]);
    await expectProblem(field(login, texts.auth.email), fill(texts.formProblems.fill, texts.auth.email));
    await expectProblem(field(login, texts.auth.password), fill(texts.formProblems.fill, texts.auth.password));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await field(login, texts.auth.email).fill('noura@');
    await field(login, texts.auth.password).fill('whatever-1');
    await login.getByRole('button', { name: texts.auth.login, exact: true }).click();
    await expectProblem(field(login, texts.auth.email), texts.formProblems.email);
    await expect(field(login, texts.auth.password).getAttribute('aria-invalid')).resolves.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, `forms-help-login-${lang}`);

    await openPublicPage(page, '/contact', lang);
    const quote = page.locator('form').filter({ has: page.getByRole('button', { name: texts.contactPage.submit, exact: true }) });
    const name = field(quote, texts.contactPage.name);
    // Typed and wiped, then left: that field alone speaks up.
    await name.fill('Omar');
    await name.fill('');
    await field(quote, texts.contactPage.email).focus();
    await expectProblem(name, fill(texts.formProblems.fill, texts.contactPage.name));
    await expect(field(quote, texts.contactPage.email).getAttribute('aria-invalid')).resolves.toBeNull();

    await quote.getByRole('button', { name: texts.contactPage.submit, exact: true }).click();
    await toast(page, SPEC_MESSAGES.fillDetails[lang]);
    for (const key of ['name', 'email', 'phoneNumber', 'message'] as const) {
      await expectProblem(field(quote, texts.contactPage[key]), fill(texts.formProblems.fill, texts.contactPage[key]));
    }
    await screenshot(page, `forms-help-contact-${lang}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the booking form as its later fields arrive', () => {
  // Home in Arabic with the language kept only in the browser is rendered there afresh: the calendar
  // and the services have no server markup and come with their code, into the space kept for them.
  it('a press on BOOK NOW that the calendar and services arrive under still sends the form (phone)', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    await page.setViewportSize({ width: 390, height: 800 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/booking-later-fields/, async (route) => {
      await held;
      await route.continue();
    });
    await openPublicPage(page, '/', 'ar');
    const submit = bookingForm(page, 'ar').getByRole('button', { name: TEXTS.ar.booking.submit, exact: true });
    await submit.scrollIntoViewIfNeeded();
    const pressed = (await submit.boundingBox())!;
    await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2);
    await page.mouse.down();
    // The code comes while the finger is down; the button must still be under it when it lifts.
    release();
    await page.getByRole('checkbox').first().waitFor();
    const underFinger = (await submit.boundingBox())!;
    expect(Math.abs(underFinger.y - pressed.y)).toBeLessThan(pressed.height / 2);
    await page.mouse.up();
    await toast(page, SPEC_MESSAGES.fillMandatory.ar);
    await page.context().close();
  });
});

describe('package services in the admin', () => {
  it('the Price Package tab, in Arabic, ticks services by their Arabic names and the grid names them', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang: 'ar' });
    const errors = collectPageErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await logIn(page, stack.admin, arabicTexts);
    await arrivesAt(page, '/AdminPanel');
    await page.goto('/AdminPanel?tab=pricePackage');

    const basic = packages.find((row) => row.serviceName === 'Basic A/C Check')!;
    const gas = services.find((row) => row.serviceName === 'A/C Gas Refill')!;
    await page.getByRole('button', { name: adminCatalogAr.catalog.editRow.replace('{{name}}', basic.serviceNameAr || basic.serviceName) }).click();
    const picker = page.getByRole('group', { name: adminCatalogAr.catalog.fields.services });
    for (const id of basic.services) {
      const service = services.find((row) => row._id === id)!;
      await expect(picker.getByRole('checkbox', { name: new RegExp(`^${service.serviceNameAr}`) }).isChecked()).resolves.toBe(true);
    }
    await picker.getByRole('checkbox', { name: new RegExp(`^${gas.serviceNameAr}`) }).check();
    await page.getByRole('button', { name: bundleAr.common.saveChanges }).click();
    await toast(page, catalogMessage('packages', 'updated', 'ar'));

    const saved = ((await (await fetch(`${stack.baseUrl}/api/packages/`)).json()) as { data: PackageRow[] }).data.find((row) => row._id === basic._id)!;
    expect(saved.services).toEqual([...basic.services, gas._id]);
    await page.getByRole('gridcell').filter({ hasText: gas.serviceNameAr }).first().waitFor();
    await screenshot(page, 'forms-help-admin-package-services-ar');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
