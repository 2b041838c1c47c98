import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Lang, SessionCustomer, SubmitClaimResponse } from '@dealer/contracts';
import { DataSource } from 'typeorm';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The language of a customer's mails is the one they acted in on the site: a booking placed in Arabic
 * is mailed in Arabic, naming the branch and services by their Arabic names; one placed in English is
 * mailed in English; the customer's later action on it (not the branch's) switches its mails; and the
 * account's stored preference follows, visible and changeable through the session's customer.
 */
let t: TestApp;
let admin: Caller;
let omar: Caller;
const OMAR = 'omar@example.com';
const BRANCH = 'Riyadh - Olaya';
const BRANCH_AR = 'الرياض - العليا';
const SERVICE = 'A/C Gas Refill';
const SERVICE_AR = 'تعبئة غاز المكيف';
const MAKE_AR = 'تويوتا';
const GEARBOX_AR = 'أوتوماتيك';
const day = workingDate(3);
const otherDay = workingDate(4);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
  omar = await customerCaller(t, OMAR);
  await seedBranches(admin, [{ name: BRANCH, capacity: 2 }]);
  expect((await admin.post('/api/services/', { serviceName: SERVICE, serviceCategory: 'AC Servicing' })).status).toBe(201);
  // The Arabic companions as an admin enters them (columns of the Arabic content migration).
  const db = t.app.get(DataSource);
  await db.query('UPDATE locations SET branch_name_ar = $1 WHERE branch_name = $2', [BRANCH_AR, BRANCH]);
  await db.query('UPDATE services SET service_name_ar = $1 WHERE service_name = $2', [SERVICE_AR, SERVICE]);
  // The make and gearbox the booking fixture names.
  expect((await admin.post('/api/vehicles/', { vehicleType: 'Toyota', vehicleTypeAr: MAKE_AR })).status).toBe(201);
  expect((await admin.post('/api/transmissions/', { transmissionName: 'Automatic', transmissionNameAr: GEARBOX_AR })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

/** Omar's requests as his browser sends them when the site is shown in this language. */
const omarIn = (lang: Lang) => ({
  post: <T = Record<string, unknown>>(url: string, body: unknown) => omar.send<T>('POST', url, body, { 'accept-language': lang }),
});

async function mailLanguage(): Promise<Lang> {
  const me = await omar.get<SessionCustomer>('/api/customers/me');
  expect(me.status).toBe(200);
  return me.body.lang;
}

const mailTo = (subjectStart: string) => t.mail.waitForMail(OMAR, (m) => m.subject.startsWith(subjectStart));

describe('booking mail in the language the customer booked in', () => {
  let arabicBooking: string;

  it('confirms a booking placed in Arabic in Arabic, naming the branch, services, make and gearbox in Arabic', async () => {
    const placed = await omarIn('ar').post<{ _id: string }>('/api/bookings/', booking(BRANCH, day, '09:00 AM'));
    expect(placed.status).toBe(201);
    arabicBooking = placed.body._id;
    const mail = await mailTo('تم تأكيد حجزك');
    expect(mail.subject).toContain(BRANCH_AR);
    expect(mail.text).toContain(BRANCH_AR);
    expect(mail.text).toContain(SERVICE_AR);
    expect(mail.text).toContain(MAKE_AR);
    expect(mail.text).toContain(GEARBOX_AR);
    expect(mail.text).not.toContain(BRANCH);
    expect(mail.text).not.toContain('Toyota');
    // His account's mails follow the language he last acted in.
    expect(await mailLanguage()).toBe('ar');
  });

  it('confirms a booking placed in English in English, with the English names', async () => {
    expect((await omarIn('en').post('/api/bookings/', booking(BRANCH, otherDay, '10:00 AM'))).status).toBe(201);
    const mail = await mailTo('Booking confirmed');
    expect(mail.subject).toContain(BRANCH);
    expect(mail.text).toContain(SERVICE);
    expect(mail.text).not.toContain(BRANCH_AR);
    expect(mail.text).toContain('Toyota');
    expect(mail.text).not.toContain(MAKE_AR);
    expect(await mailLanguage()).toBe('en');
  });

  it("switches a booking's mails when the customer changes it in another language, not when the branch does", async () => {
    const moved = await omarIn('en').post(`/api/bookings/${arabicBooking}/reschedule`, { bookingDate: day, bookingTime: '01:00 PM' });
    expect(moved.status).toBe(200);
    const notice = await mailTo('Booking moved');
    expect(notice.subject).toContain(BRANCH);
    // The branch cancels from an Arabic screen: the customer still reads English.
    const cancelled = await admin.send('POST', `/api/bookings/${arabicBooking}/cancel`, {}, { 'accept-language': 'ar' });
    expect(cancelled.status).toBe(200);
    expect((await mailTo('Booking cancelled')).subject).toContain(BRANCH);
    expect(t.mail.messages.filter((m) => m.to.includes(OMAR) && m.subject.startsWith('تم إلغاء'))).toEqual([]);
  });
});

describe('claim mail in the language the claim was submitted in', () => {
  it('acknowledges a claim submitted in Arabic in Arabic, and its status mails stay Arabic', async () => {
    const submitted = await omarIn('ar').post<SubmitClaimResponse>('/api/warrantyclaims/', claim());
    expect(submitted.status).toBe(201);
    const { _id: claimId, reference } = submitted.body;
    const acknowledged = await mailTo('تم استلام مطالبة الضمان');
    expect(acknowledged.subject).toContain(reference);
    expect(acknowledged.text).toContain(MAKE_AR);
    expect(acknowledged.text).not.toContain('Toyota');
    // An admin working in English moves the claim; the customer is written to in Arabic.
    expect((await admin.post(`/api/warrantyclaims/${claimId}/status`, { status: 'under_review' })).status).toBe(200);
    expect((await mailTo('مطالبة الضمان')).subject).toContain('قيد المراجعة');
    expect(await mailLanguage()).toBe('ar');
  });
});

describe('the mail language in My Account', () => {
  it('is shown on the session customer and changed through the preferences route', async () => {
    expect((await omar.patch('/api/customers/me', { lang: 'en' })).status).toBe(200);
    expect(await mailLanguage()).toBe('en');
    expect((await omar.patch('/api/customers/me', { lang: 'fr' })).status).toBe(400);
  });
});
