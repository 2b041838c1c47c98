import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Lang, SubmitClaimResponse } from '@dealer/contracts';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { en, warrantyEn } from './support/texts.js';
import { newAccount, registerVerified } from './support/accounts.js';
import { riyadhDate } from './support/dates.js';
import { collectPageErrors, newPage } from './support/browser.js';
import { openPublicPage, publicPaths, scrollThrough } from './support/public-site.js';
import { useJourney } from './support/journey.js';
import type { Stack } from './support/stack.js';
import { logIn } from './support/ui.js';

/**
 * The site under its Content-Security-Policy: every main page, in English and Arabic, for a visitor, a
 * customer and an admin, without one `securitypolicyviolation` event. A page that needed inline script
 * or an unlisted origin would show here before a visitor met a blank section.
 */
const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
beforeAll(() => {
  ({ stack, browser } = journey);
});

/** A page that records every CSP violation from its first script on. */
async function watchedPage(lang: Lang = 'en'): Promise<{ page: Page; violations: () => Promise<string[]>; errors: string[] }> {
  const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`));
  });
  const errors = collectPageErrors(page);
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, violations, errors };
}

/** The width of an image once the browser has it: 0 when it failed to load. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.waitFor();
  const handle = await image.elementHandle();
  await image.page().waitForFunction((img) => (img as HTMLImageElement).complete, handle);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

describe('the site under its Content-Security-Policy', () => {
  it.each(['en', 'ar'] as const)('shows every public page in %s without a violation', async (lang) => {
    const { page, violations, errors } = await watchedPage(lang);
    const found: string[] = [];
    for (const path of await publicPaths(stack.baseUrl)) {
      const response = await page.request.get(path);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await openPublicPage(page, path, lang);
      await scrollThrough(page);
      found.push(...(await violations()));
    }
    expect(found).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.context().close();
  });

  it("shows a customer's claim photo to them and to an admin, without a violation in the account or the admin panel", async () => {
    const customer = newAccount('csp');
    await registerVerified(stack, customer);
    const { page, violations, errors } = await watchedPage();
    await logIn(page, customer);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const photo = await readFile(new URL('../../backend/test/fixtures/workshop.png', import.meta.url));
    const filed = await page.request.post('/api/warrantyclaims/', {
      headers: { origin: stack.baseUrl },
      data: {
        companyName: 'Olaya Auto Parts', street: 'King Fahd Road', cityStateZip: 'Riyadh 12211', phoneNumber: '0551234567',
        salesOrderOrInvoiceNumber: 'INV-77', originalUnitInstallDate: riyadhDate(-200), failedDate: riyadhDate(-7), vehicleName: 'Toyota',
        vehicleModel: '2022', failureReason: 'No cooling', message: 'Photo attached', invoiceImage: `data:image/png;base64,${photo.toString('base64')}`,
      },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as SubmitClaimResponse;

    await page.goto('/account');
    await page.getByRole('tab', { name: en.account.tabs.warrantyClaimHistory }).click();
    await page.getByRole('button', { name: warrantyEn.claimHistory.detailsRow.replace('{{reference}}', reference) }).click();
    const image = page.getByRole('dialog').getByRole('img', { name: warrantyEn.claimHistory.invoicePhoto });
    expect(await loadedWidth(image)).toBe(120);
    expect(await violations()).toEqual([]);

    const admin = await watchedPage();
    await logIn(admin.page, stack.admin);
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.page.goto('/AdminPanel?tab=warrantyClaimHistory');
    await admin.page.getByRole('button', { name: warrantyEn.adminClaims.manageRow.replace('{{reference}}', reference) }).click();
    const adminImage = admin.page.getByRole('img', { name: warrantyEn.claimHistory.invoicePhoto });
    expect(await loadedWidth(adminImage)).toBe(120);
    expect(await admin.violations()).toEqual([]);

    // Logged out, the photo is gone.
    const anonymous = await fetch(`${stack.baseUrl}${new URL(await image.getAttribute('src') ?? '', stack.baseUrl).pathname}`);
    expect(anonymous.status).toBe(401);
    expect([...errors, ...admin.errors].filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.context().close();
    await admin.page.context().close();
  });

  it('runs the API documentation (Swagger UI) under the same policy', async () => {
    const { page, violations } = await watchedPage();
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info').waitFor();
    await page.getByText('/api/warrantyclaims/{id}/invoice-image').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
