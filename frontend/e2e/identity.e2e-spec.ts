import { beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, SPEC_MESSAGES } from '@dealer/contracts';
import type { Browser, Page } from 'playwright-core';
import { extractLink } from '../../backend/test/support/mail-catcher.js';
import { accountMailAr } from '../src/locales/account-mail.ar.js';
import { accountMailEn } from '../src/locales/account-mail.en.js';
import { ar, en, type Messages } from './support/texts.js';
import { newAccount, registerVerified, type Account } from './support/accounts.js';
import { collectPageErrors, newPage, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import type { Stack } from './support/stack.js';
import { arrivesAt, field, logIn, toast } from './support/ui.js';

const journey = useJourney({ seedDemo: true });
let stack: Stack;
let browser: Browser;
beforeAll(() => {
  ({ stack, browser } = journey);
});

async function register(page: Page, account: Account, texts: Messages = en): Promise<void> {
  const form = page.getByRole('region', { name: texts.auth.registerHeading });
  await field(form, texts.auth.firstName).fill(account.firstName);
  await field(form, texts.auth.lastName).fill('Al-Harbi');
  await field(form, texts.auth.email).fill(account.email);
  await field(form, texts.auth.phoneNumber).fill('0551234567');
  await field(form, texts.auth.password).fill(account.password);
  await field(form, texts.auth.confirmPassword).fill(account.password);
  await form.getByRole('button', { name: texts.auth.register }).click();
}

describe('identity journeys', () => {
  const JOURNEY = {
    en: { texts: en, shortPassword: 'Password must be at least 8 characters', verifySubject: 'Verify your e-mail', changedSubject: 'was changed' },
    ar: { texts: ar, shortPassword: 'الحد الأدنى لطول كلمة المرور هو 8 أحرف', verifySubject: 'تأكيد بريدك الإلكتروني', changedSubject: 'تم تغيير كلمة المرور' },
  };

  it.each(['en', 'ar'] as const)('in %s: register, verify by mail, log in, change the password, log out, log in with the new one', async (lang) => {
    const { texts, shortPassword, verifySubject, changedSubject } = JOURNEY[lang];
    const page = await newPage(browser, { baseUrl: stack.baseUrl, lang });
    const errors = collectPageErrors(page);
    const account = newAccount(`journey-${lang}`);

    await page.goto('/login');
    if (lang === 'ar') {
      await page.getByRole('button', { name: 'العربية' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    }
    await register(page, { ...account, password: 'short' }, texts);
    await toast(page, shortPassword);
    await register(page, account, texts);
    await toast(page, API_MESSAGES.registered[lang]);

    const mail = await stack.mail.waitForMail(account.email);
    expect(mail.subject).toContain(verifySubject);
    await page.goto(extractLink(mail, '/login?userId='));
    await toast(page, SPEC_MESSAGES.emailVerified[lang]);
    // The link's secrets leave the address; the mail's language stays, so a reload keeps it.
    expect(new URL(page.url()).search).toBe(`?mailLang=${lang}`);
    await screenshot(page, `journey-login-${lang}`);

    await logIn(page, account, texts);
    await arrivesAt(page, '/');
    await page.getByRole('link', { name: texts.nav.myAccount }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('customer'))).toBe(account.email);

    await page.getByRole('link', { name: texts.nav.myAccount }).click();
    // The mail language is the one the customer registered in, and can be changed here.
    const mailLanguage = page.getByLabel((lang === 'ar' ? accountMailAr : accountMailEn).accountMail.label);
    expect(await mailLanguage.inputValue()).toBe(lang);
    await mailLanguage.selectOption(lang === 'ar' ? 'en' : 'ar');
    await toast(page, API_MESSAGES.preferencesSaved[lang]);
    expect(await mailLanguage.inputValue()).toBe(lang === 'ar' ? 'en' : 'ar');
    await page.getByRole('tab', { name: texts.account.tabs.passwordChange }).click();
    const change = page.getByRole('region', { name: texts.passwordChange.heading });
    await field(change, texts.passwordChange.currentPassword).fill(account.password);
    await field(change, texts.passwordChange.newPassword).fill('Changed-pass-2');
    await field(change, texts.passwordChange.confirmPassword).fill('Changed-pass-2');
    await screenshot(page, `journey-password-change-${lang}`);
    await change.getByRole('button', { name: texts.passwordChange.submit }).click();
    await toast(page, SPEC_MESSAGES.passwordUpdated[lang]);
    await arrivesAt(page, '/login');
    await stack.mail.waitForMail(account.email, (m) => m.subject.includes(changedSubject));

    await logIn(page, account, texts);
    await toast(page, API_MESSAGES.invalidCredentials[lang]);
    await logIn(page, { ...account, password: 'Changed-pass-2' }, texts);
    // Sent to log in again from My Account, the customer is taken back there.
    await arrivesAt(page, '/account');

    await page.getByRole('link', { name: texts.nav.logout }).click();
    await page.getByRole('link', { name: texts.nav.loginRegister }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('customer'))).toBeNull();
    const me = await page.evaluate(async () => (await fetch('/api/customers/me')).status);
    expect(me).toBe(401);
    // The language is remembered across visits.
    await page.reload();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([lang === 'ar' ? 'rtl' : 'ltr', lang]);
    // The spec logs refused submits beside their toast; anything else would be a fault.
    expect(errors.filter((e) => !e.startsWith('console.error: ApiError:'))).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const account = newAccount('forgot');
    await registerVerified(stack, account);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });

    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.forgotPassword }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, en.auth.email).fill(account.email);
    await dialog.getByRole('button', { name: en.auth.sendLink }).click();
    await toast(page, API_MESSAGES.resetLinkSent.en);

    const link = extractLink(await stack.mail.waitForMail(account.email, (m) => m.subject.includes('Reset')), '/forgotpassword?email=');
    await page.goto(link);
    await field(page, en.resetPassword.newPassword).fill('Reset-pass-3');
    await field(page, en.resetPassword.confirmPassword).fill('Reset-pass-4');
    await page.getByRole('button', { name: en.resetPassword.submit }).click();
    await toast(page, SPEC_MESSAGES.passwordNotMatched.en);
    await field(page, en.resetPassword.confirmPassword).fill('Reset-pass-3');
    await page.getByRole('button', { name: en.resetPassword.submit }).click();
    await toast(page, SPEC_MESSAGES.passwordCreated.en);
    await arrivesAt(page, '/login');

    await logIn(page, { ...account, password: 'Reset-pass-3' });
    await arrivesAt(page, '/');
    await page.context().close();
  });

  it('takes an admin to /AdminPanel, where they edit a customer', async () => {
    const target = newAccount('edited');
    await registerVerified(stack, target);
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    const errors = collectPageErrors(page);

    await logIn(page, stack.admin);
    await arrivesAt(page, '/AdminPanel');
    await page.getByRole('heading', { name: en.admin.heading }).waitFor();
    await page.getByRole('button', { name: en.admin.users.editRow.replace('{{email}}', target.email) }).click();

    const form = page.getByRole('region', { name: en.admin.users.formHeading });
    await field(form, en.auth.firstName).fill('Renamed');
    await form.getByRole('button', { name: en.common.saveChanges }).click();
    await toast(page, API_MESSAGES.customerUpdated.en);
    await page.getByRole('gridcell', { name: 'Renamed' }).waitFor();
    await screenshot(page, 'journey-admin-register-users');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a customer away from /AdminPanel, and the server refuses them admin data', async () => {
    const page = await newPage(browser, { baseUrl: stack.baseUrl });
    await logIn(page, { email: 'customer@demo.sa', password: 'Customer@12345' });
    await arrivesAt(page, '/');
    await page.goto('/AdminPanel');
    await arrivesAt(page, '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: en.admin.heading }).count()).toBe(0);
    const adminData = await page.evaluate(async () => (await fetch('/api/customers/')).status);
    expect(adminData).toBe(403);
    await page.context().close();
  });
});
