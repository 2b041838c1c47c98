import { expect } from '@jest/globals';
import type { Lang } from '@dealer/contracts';
import { Caller } from './http-client.js';
import { extractLink } from './mail-catcher.js';
import { TEST_ADMIN, type TestApp } from './test-app.js';

/** A registration form of a new customer with this address. */
export const person = (email: string) => ({ firstName: 'Sara', lastName: 'Al-Qahtani', email, phoneNumber: '0551234567', password: 'first-pass-1' });

export async function adminCaller(t: TestApp, lang: Lang = 'en'): Promise<Caller> {
  const admin = new Caller(t.app, lang);
  expect((await admin.post('/api/customers/login/', TEST_ADMIN)).status).toBe(200);
  return admin;
}

/** A customer registered, verified through the real mail and logged in. */
export async function customerCaller(t: TestApp, email: string, password = 'customer-pass-1'): Promise<Caller> {
  const customer = new Caller(t.app);
  await customer.post('/api/customers/', { firstName: 'Ali', lastName: 'Z', email, phoneNumber: '0551112222', password });
  const params = new URL(extractLink(await t.mail.waitForMail(email), '/login?userId=')).searchParams;
  await customer.put(`/api/customers/${params.get('userId')}`, { verified: true, token: params.get('token') });
  expect((await customer.post('/api/customers/login/', { email, password })).status).toBe(200);
  return customer;
}
