import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SECURITY_MESSAGES } from '@dealer/contracts';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { warrantyEn as texts } from '../src/locales/warranty.en.js';
import { newAccount, registerVerified } from './support/accounts.js';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { riyadhDate } from './support/dates.js';
import { startStack, type Stack } from './support/stack.js';
import { field, logIn } from './support/ui.js';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ seedDemo: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const f = texts.claimForm.fields;

describe('the claim photo field', () => {
  it("shows beside the photo why the server refused it, and forgets the reason once another photo is chosen", async () => {
    const account = newAccount('photo');
    await registerVerified(stack, account);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await logIn(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/WarrantyClaim');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.claimForm.submit, exact: true }) });
    await field(form, f.companyName).fill('Al Noor Auto Parts');
    await field(form, f.street).fill('King Fahd Road 12');
    await field(form, f.cityStateZip).fill('Riyadh, Riyadh 12211');
    await field(form, f.phoneNumber).fill('0551234567');
    await field(form, f.salesOrderOrInvoiceNumber).fill('INV-3391');
    await field(form, f.originalUnitInstallDate).fill(riyadhDate(-60));
    await field(form, f.failedDate).fill(riyadhDate(-3));
    await field(form, f.vehicleName).selectOption('Toyota');
    await field(form, f.vehicleModel).selectOption('2022');
    await field(form, f.failureReason).fill('No cooling at idle.');
    await field(form, f.message).fill('Photo of the invoice attached.');

    // Looks like a PNG by its first bytes and its name, but is a web page.
    const png = await readFile(new URL('../../backend/test/fixtures/workshop.png', import.meta.url));
    const disguised = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const photo = form.locator('input[type=file][name=invoiceImage]');
    await photo.setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: disguised });
    await form.getByRole('button', { name: texts.claimForm.submit, exact: true }).click();

    await form.locator('.claim-photo').getByRole('alert').filter({ hasText: SECURITY_MESSAGES.imageUnreadable.en }).waitFor();
    expect(await photo.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'claim-photo-refused');

    await photo.setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: png });
    await form.locator('.claim-photo__problem').waitFor({ state: 'detached' });
    expect(await photo.getAttribute('aria-invalid')).toBeNull();
    await page.context().close();
  });
});
