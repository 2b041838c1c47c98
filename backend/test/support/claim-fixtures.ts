import { expect } from '@jest/globals';
import type { SubmitClaimRequest } from '@dealer/contracts';
import { plusDays, riyadhDate } from '../../src/core/time/riyadh-time.js';
import { Caller } from './http-client.js';
import { extractLink } from './mail-catcher.js';
import type { TestApp } from './test-app.js';

/** A claim with every mandatory field of spec section 5 and a failure last week (Riyadh). */
export function claim(overrides: Partial<Record<keyof SubmitClaimRequest, unknown>> = {}): Record<string, unknown> {
  const today = riyadhDate(new Date());
  return {
    companyName: 'Olaya Auto Parts',
    street: 'King Fahd Road',
    cityStateZip: 'Riyadh 12211',
    phoneNumber: '0551234567',
    salesOrderOrInvoiceNumber: 'INV-1001',
    originalUnitInstallDate: plusDays(today, -200),
    failedDate: plusDays(today, -7),
    manufacturer: 'NA',
    vehicleName: 'Toyota',
    vehicleModel: '2022',
    failureReason: 'The compressor stopped cooling',
    newPartName: 'Compressor',
    message: 'Installed at the Olaya branch',
    ...overrides,
  };
}

/** Registered and verified with Arabic as the browser's language, so the account's mail is Arabic. */
export async function arabicCustomerCaller(t: TestApp, email: string, password = 'customer-pass-1'): Promise<Caller> {
  const customer = new Caller(t.app, 'ar');
  await customer.post('/api/customers/', { firstName: 'Layla', lastName: 'A', email, phoneNumber: '0551113333', password });
  const params = new URL(extractLink(await t.mail.waitForMail(email), '/login?userId=')).searchParams;
  await customer.put(`/api/customers/${params.get('userId')}`, { verified: true, token: params.get('token') });
  expect((await customer.post('/api/customers/login/', { email, password })).status).toBe(200);
  return customer;
}
