import { beforeAll, describe, expect, it } from '@jest/globals';
import { SECURITY_MESSAGES, SPEC_MESSAGES, WARRANTY_MESSAGES } from '@dealer/contracts';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { en, warrantyEn as texts } from './support/texts.js';
import { newAccount, registerVerified } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { riyadhDate } from './support/dates.js';
import { useJourney } from './support/journey.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, field, logIn, submitLogIn, toast } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
beforeAll(() => {
  ({ stack, browser } = journey);
});

const PENDING_KEY = 'pendingWarrantyClaim';
const f = texts.claimForm.fields;

interface ClaimDetails {
  invoice: string;
  failedDaysAgo: number;
  failureReason: string;
  message: string;
  manufacturer?: string;
  newPartName?: string;
}

/** Fills the claim form for the journeys' workshop and car, installed 60 days ago; the optional fields only when given. */
async function fillClaim(form: Locator, claim: ClaimDetails): Promise<void> {
  await field(form, f.companyName).fill('Al Noor Auto Parts');
  await field(form, f.street).fill('King Fahd Road 12');
  await field(form, f.cityStateZip).fill('Riyadh, Riyadh 12211');
  await field(form, f.phoneNumber).fill('0551234567');
  await field(form, f.salesOrderOrInvoiceNumber).fill(claim.invoice);
  await field(form, f.originalUnitInstallDate).fill(riyadhDate(-60));
  await field(form, f.failedDate).fill(riyadhDate(-claim.failedDaysAgo));
  if (claim.manufacturer) await field(form, f.manufacturer).fill(claim.manufacturer);
  await field(form, f.vehicleName).selectOption('Toyota');
  await field(form, f.vehicleModel).selectOption('2022');
  await field(form, f.failureReason).fill(claim.failureReason);
  if (claim.newPartName) await field(form, f.newPartName).fill(claim.newPartName);
  await field(form, f.message).fill(claim.message);
}

/** The admin's claim panel, opened afresh so it shows what the customer did meanwhile. */
async function openClaimAsAdmin(admin: Page, reference: string): Promise<void> {
  await admin.goto('/AdminPanel?tab=warrantyClaimHistory');
  await admin.getByRole('button', { name: texts.adminClaims.manageRow.replace('{{reference}}', reference) }).click();
  await admin.getByRole('heading', { name: texts.adminClaims.panelHeading.replace('{{reference}}', reference) }).waitFor();
}

async function moveClaim(admin: Page, action: string, extra: { note?: string; resolution?: string } = {}): Promise<void> {
  const panel = admin.locator('.admin-claims__panel');
  await field(panel, texts.adminClaims.action).selectOption({ label: action });
  if (extra.resolution) await field(panel, texts.adminClaims.resolutionLabel).selectOption({ label: extra.resolution });
  if (extra.note) await panel.locator('textarea').fill(extra.note);
  await panel.getByRole('button', { name: action, exact: true }).click();
  await toast(admin, WARRANTY_MESSAGES.statusChanged.en);
}

/** The customer's claim dialog from My Account, reopened so it shows the latest status. */
async function openClaimAsCustomer(page: Page, reference: string, status: string): Promise<void> {
  await page.goto('/account');
  await page.getByRole('tab', { name: en.account.tabs.warrantyClaimHistory }).click();
  await page.getByRole('row').filter({ hasText: reference }).getByRole('gridcell', { name: status }).waitFor();
  await page.getByRole('button', { name: texts.claimHistory.detailsRow.replace('{{reference}}', reference) }).click();
  await page.getByRole('dialog').waitFor();
}

describe('warranty claim journey', () => {
  it('claims logged out, logs in, answers the dealer, and sees every step and mail until approval', async () => {
    const account = newAccount('claimant');
    await registerVerified(stack, account);
    const question = 'Please send the serial number printed on the failed compressor.';
    const answer = 'The serial number is CMP-88231-X.';

    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);
    await page.goto('/WarrantyClaim');
    await page.getByText(texts.claimForm.naNote).waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.claimForm.submit, exact: true }) });
    const submit = form.getByRole('button', { name: texts.claimForm.submit, exact: true });

    // Nothing filled: the spec's info toast, and the placeholders do not count as chosen.
    await submit.click();
    await toast(page, SPEC_MESSAGES.fillMandatory.en);

    await fillClaim(form, {
      invoice: 'INV-2291',
      failedDaysAgo: 61,
      manufacturer: 'NA',
      failureReason: 'The compressor clutch stopped engaging after two months.',
      newPartName: 'Compressor',
      message: 'The vehicle is at the Olaya branch.',
    });

    // A part cannot fail before it was installed.
    await submit.click();
    await toast(page, WARRANTY_MESSAGES.failedBeforeInstall.en);
    await field(form, f.failedDate).fill(riyadhDate(-3));
    await screenshot(page, 'warranty-claim-filled');

    // Logged out: the claim waits in the browser while the visitor logs in, then is sent once.
    await submit.click();
    await arrivesAt(page, '/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).not.toBeNull();
    await page.getByRole('status').filter({ hasText: en.auth.kept.claim }).waitFor();
    await submitLogIn(page, account);
    await arrivesAt(page, '/WarrantyClaim');
    await page.getByRole('alert').filter({ hasText: /Your warranty claim WC-\d{4}-\d{6} has been submitted Successfully/ }).first().waitFor();
    await page.waitForFunction((key) => localStorage.getItem(key) === null, PENDING_KEY);
    const done = page.getByRole('status').filter({ hasText: texts.claimForm.submittedTitle });
    const reference = /WC-\d{4}-\d{6}/.exec(await done.innerText())![0];
    // The confirmation is in view and has the focus, wherever the form was sent from.
    await page.waitForFunction(() => {
      const shown = document.querySelector('.claim-done');
      const box = shown?.getBoundingClientRect();
      return document.activeElement === shown && box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    // The form is empty again for a next claim.
    expect(await field(form, f.companyName).inputValue()).toBe('');

    const received = await stack.mail.waitForMail(account.email, (m) => m.subject.includes(reference));
    expect(received.text).toContain(reference);

    const admin = await newPage(browser, { baseUrl: stack.baseUrl });
    const adminErrors = collectPageErrors(admin);
    await logIn(admin, stack.admin);
    await arrivesAt(admin, '/AdminPanel');
    await openClaimAsAdmin(admin, reference);
    await admin.locator('.admin-claims__panel .claim-status').filter({ hasText: texts.claimStatus.submitted }).waitFor();
    await moveClaim(admin, texts.adminClaims.actions.information_requested, { note: question });
    const asked = await stack.mail.waitForMail(account.email, (m) => m.subject.includes(reference));
    expect(asked.subject.toLowerCase()).toContain('information');
    expect(asked.text).toContain(question);

    await openClaimAsCustomer(page, reference, texts.claimStatus.information_requested);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(question).first().waitFor();
    await field(dialog, texts.claimHistory.answerLabel).fill(answer);
    await dialog.getByRole('button', { name: texts.claimHistory.sendAnswer }).click();
    await toast(page, WARRANTY_MESSAGES.informationSent.en);
    await dialog.getByText(texts.claimEvents.informationProvided.replace('{{information}}', answer)).waitFor();

    await openClaimAsAdmin(admin, reference);
    await admin.locator('.admin-claims__panel').getByText(answer).first().waitFor();
    await moveClaim(admin, texts.adminClaims.actions.under_review);
    expect((await stack.mail.waitForMail(account.email, (m) => m.subject.includes(reference))).subject.toLowerCase()).toContain('review');
    await moveClaim(admin, texts.adminClaims.actions.approved, { resolution: texts.claimResolution.replaced });
    const approved = await stack.mail.waitForMail(account.email, (m) => m.subject.includes(reference));
    expect(approved.subject.toLowerCase()).toContain('approved');
    expect(approved.text.toLowerCase()).toContain('replaced');
    await admin.locator('.admin-claims__panel').getByText(texts.adminClaims.actions.closed).waitFor({ state: 'attached' });
    await screenshot(admin, 'warranty-admin-approved');

    // The customer's history shows every step of the review.
    await openClaimAsCustomer(page, reference, texts.claimStatus.approved);
    await dialog.locator('.claim-status').filter({ hasText: texts.claimStatus.approved }).waitFor();
    const steps = dialog.locator('.timeline__text');
    await steps.nth(4).waitFor();
    expect(await steps.allInnerTexts()).toEqual([
      texts.claimEvents.submitted.replace('{{reference}}', reference),
      texts.claimEvents.informationRequested.replace('{{note}}', question),
      texts.claimEvents.informationProvided.replace('{{information}}', answer),
      texts.claimEvents.reviewStarted,
      texts.claimEvents.approved.replace('{{resolution}}', texts.claimResolution.replaced),
    ]);
    await screenshot(page, 'warranty-claim-history');

    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    expect(adminErrors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    await admin.context().close();
    await page.context().close();
  });
});

describe('the claim photo field', () => {
  it("shows beside the photo why the server refused it, and forgets the reason once another photo is chosen", async () => {
    const account = newAccount('photo');
    await registerVerified(stack, account);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await logIn(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/WarrantyClaim');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.claimForm.submit, exact: true }) });
    await fillClaim(form, { invoice: 'INV-3391', failedDaysAgo: 3, failureReason: 'No cooling at idle.', message: 'Photo of the invoice attached.' });

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
