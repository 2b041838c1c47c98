import type { Locator, Page } from 'playwright-core';
import { en, type Messages } from '../../src/locales/en.js';

/** A field by its label exactly, whether or not the label carries the required-field asterisk. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Waits for a toast carrying this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text.trim() }).first().waitFor();

export async function logIn(page: Page, account: { email: string; password: string }, texts: Messages = en): Promise<void> {
  await page.goto('/login');
  // The forgotten-password dialog sits in the same card, so pick the form by its button.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: texts.auth.login, exact: true }) });
  await field(form, texts.auth.email).fill(account.email);
  await field(form, texts.auth.password).fill(account.password);
  await form.getByRole('button', { name: texts.auth.login }).click();
}
