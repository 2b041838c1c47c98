import type { Stack } from './stack.js';
import { extractLink } from '../../../backend/test/support/mail-catcher.js';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  /** Default 'Journey'. */
  lastName?: string;
}

let counter = 0;

/** A fresh address for each journey, so journeys never share an account. */
export function newAccount(prefix: string): Account {
  return { email: `${prefix}-${Date.now().toString(36)}-${++counter}@journey.test`, password: 'Journey-pass-1', firstName: 'Layla' };
}

/**
 * Registers and verifies an account through the API and the real mail, for journeys whose subject
 * is something else (the registration journey itself goes through the page).
 */
export async function registerVerified(stack: Stack, account: Account): Promise<void> {
  const registered = await fetch(`${stack.baseUrl}/api/customers/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: account.firstName, lastName: account.lastName ?? 'Journey', email: account.email, phoneNumber: '0551234567', password: account.password }),
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const params = new URL(extractLink(await stack.mail.waitForMail(account.email), '/login?userId=')).searchParams;
  const verified = await fetch(`${stack.baseUrl}/api/customers/${params.get('userId')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ verified: true, token: params.get('token') }),
  });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
}
