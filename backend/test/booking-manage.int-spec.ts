import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type BookingView } from '@dealer/contracts';
import { manageTokenKey, signManageToken } from '../src/modules/booking/index.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * One booking's own routes: who may read it, and its manage link (from the confirmation mail) that
 * opens, reschedules and cancels it without a session, and nothing else.
 */
let t: TestApp;
let admin: Caller;
let sara: Caller;
let omar: Caller;
const BRANCH = 'Riyadh - Olaya';
const day = workingDate(3);
const laterDay = workingDate(5);
let saraBooking: string;
let omarBooking: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  omar = await customerCaller(t, 'omar@example.com');
  await seedBranches(admin, [{ name: BRANCH, capacity: 2 }]);
  saraBooking = (await sara.post<{ _id: string }>('/api/bookings/', booking(BRANCH, day, '10:00 AM'))).body._id;
  omarBooking = (await omar.post<{ _id: string }>('/api/bookings/', booking(BRANCH, day, '11:00 AM'))).body._id;
  expect(saraBooking).toBeDefined();
  expect(omarBooking).toBeDefined();
});
afterAll(async () => {
  await t?.close();
});

const visitor = () => new Caller(t.app);
const withToken = (method: string, url: string, value: string, body?: unknown, headers: Record<string, string> = {}) =>
  visitor().send<BookingView & { message?: string }>(method, url, body ?? (method === 'POST' ? {} : undefined), { 'x-booking-token': value, ...headers });

describe('GET /api/bookings/{id}', () => {
  it('shows the owner the booking with its Riyadh time, start, branch and contact', async () => {
    const answer = await sara.get<BookingView>(`/api/bookings/${saraBooking}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: saraBooking,
      email: 'sara@example.com',
      status: 'booked',
      branchName: BRANCH,
      bookingDate: day,
      bookingTime: '10:00 AM',
      vehicleType: 'Toyota',
      serviceDetails: ['A/C Gas Refill'],
      serviceDetailsAr: [''],
      branch: { address: 'King Fahd Road, Riyadh', phoneNumber: '+966 11 462 0000', latitude: 24.69, longitude: 46.68 },
    });
    expect(answer.body.startsAt).toBe(new Date(`${day}T10:00:00+03:00`).toISOString());
    expect(answer.body.branchId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows an admin any booking, answers another customer as if it did not exist, and asks a visitor to log in', async () => {
    expect((await admin.get(`/api/bookings/${saraBooking}`)).status).toBe(200);
    const other = await omar.get<{ message: string }>(`/api/bookings/${saraBooking}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(BOOKING_MESSAGES.bookingNotFound.en);
    expect((await omar.get(`/api/bookings/3f1c2a10-0000-4000-8000-000000000009`)).status).toBe(404);
    expect((await visitor().get(`/api/bookings/${saraBooking}`)).status).toBe(401);
    expect((await omar.get(`/api/bookings/not-an-id`)).status).toBe(400);
  });
});

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('gives the owner the appointment as a calendar file in Riyadh time', async () => {
    const answer = await sara.get<string>(`/api/bookings/${saraBooking}/calendar.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="booking-[0-9a-f]{8}\.ics"$/);
    const ics = answer.body.replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`DTSTART;TZID=Asia/Riyadh:${day.replace(/-/g, '')}T100000`);
    expect(ics).toContain(`UID:booking-${saraBooking}@site.test`);
    expect(ics).toContain('LOCATION:Riyadh - Olaya\\, King Fahd Road\\, Riyadh');
    expect(ics).toContain('SUMMARY:AutoCare service appointment - Riyadh - Olaya');
  });

  it('is written in the language of the page that asks for it', async () => {
    const answer = await sara.send<string>('GET', `/api/bookings/${saraBooking}/calendar.ics`, undefined, { 'accept-language': 'ar' });
    const ics = answer.body.replace(/\r\n /g, '');
    // Without the isolates the mails use: calendar programs that do not know them draw boxes.
    expect(ics).toContain(`SUMMARY:موعد صيانة AutoCare - ${BRANCH}`);
    expect(ics).toContain('DESCRIPTION:الخدمات: A/C Gas Refill');
  });

  it('refuses a visitor and another customer', async () => {
    expect((await visitor().get(`/api/bookings/${saraBooking}/calendar.ics`)).status).toBe(401);
    expect((await omar.get(`/api/bookings/${saraBooking}/calendar.ics`)).status).toBe(404);
  });
});

describe('the manage link', () => {
  it('arrives in the confirmation mail and opens the booking without a session', async () => {
    const mail = await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking confirmed'));
    const link = new RegExp(`Manage your booking: (http://site\\.test/bookings/${saraBooking}\\?token=[\\w-]+)`).exec(mail.text)?.[1];
    expect(link).toBeDefined();
    token = new URL(link!).searchParams.get('token')!;
    const answer = await withToken('GET', `/api/bookings/${saraBooking}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(saraBooking);
    const ics = await withToken('GET', `/api/bookings/${saraBooking}/calendar.ics`, token);
    expect(ics.status).toBe(200);
  });

  it("opens nothing else: another booking, a changed token, one in the address, or one signed to a past start", async () => {
    const refused = [
      await withToken('GET', `/api/bookings/${omarBooking}`, token),
      await withToken('POST', `/api/bookings/${omarBooking}/cancel`, token),
      await withToken('GET', `/api/bookings/${saraBooking}`, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      await withToken('GET', `/api/bookings/${saraBooking}`, 'not-a-token'),
      await withToken('GET', `/api/bookings/${saraBooking}`, signManageToken(manageTokenKey(t.config.SESSION_SECRET), saraBooking, new Date(Date.now() - 1000))),
      await withToken('GET', `/api/bookings/${saraBooking}`, signManageToken(manageTokenKey('another-secret-of-at-least-32-characters'), saraBooking, new Date(Date.now() + 3600_000))),
      await visitor().get(`/api/bookings/${saraBooking}?token=${token}`),
    ];
    for (const answer of refused) expect(answer.status).toBe(401);
    expect(refused[0]!.body.message).toBe(BOOKING_MESSAGES.manageLinkInvalid.en);
    for (const answer of refused) expect(JSON.stringify(answer.body)).not.toContain(token);
    // Omar's own session still opens his booking, whatever token comes along.
    expect((await omar.send('GET', `/api/bookings/${omarBooking}`, undefined, { 'x-booking-token': token })).status).toBe(200);
    expect((await omar.get(`/api/bookings/${omarBooking}`)).body).toMatchObject({ status: 'booked' });
  });

  it('is still held to the cross-site check', async () => {
    const answer = await withToken('POST', `/api/bookings/${saraBooking}/cancel`, token, {}, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect((await sara.get<BookingView>(`/api/bookings/${saraBooking}`)).body.status).toBe('booked');
  });

  it('reschedules under the same rules as the customer, then cancels, without a session', async () => {
    const sameSlot = await withToken('POST', `/api/bookings/${saraBooking}/reschedule`, token, { bookingDate: day, bookingTime: '10:00 AM' });
    expect(sameSlot.status).toBe(400);
    expect(sameSlot.body.message).toBe(BOOKING_MESSAGES.sameSlot.en);
    const moved = await withToken('POST', `/api/bookings/${saraBooking}/reschedule`, token, { bookingDate: laterDay, bookingTime: '01:00 PM' });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(BOOKING_MESSAGES.rescheduled.en);
    const movedMail = await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking moved'));
    expect(movedMail.text).toMatch(new RegExp(`Manage your booking: http://site\\.test/bookings/${saraBooking}\\?token=[\\w-]+`));
    expect((await sara.get<BookingView>(`/api/bookings/${saraBooking}`)).body).toMatchObject({ bookingDate: laterDay, bookingTime: '01:00 PM' });

    const cancelled = await withToken('POST', `/api/bookings/${saraBooking}/cancel`, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(BOOKING_MESSAGES.cancelled.en);
    const cancelMail = await t.mail.waitForMail('sara@example.com', (m) => m.subject.startsWith('Booking cancelled'));
    expect(cancelMail.text).not.toContain('Manage your booking');
  });

  it("stops working once the booking is cancelled, while the owner's session still shows it", async () => {
    expect((await withToken('GET', `/api/bookings/${saraBooking}`, token)).status).toBe(401);
    expect((await withToken('POST', `/api/bookings/${saraBooking}/cancel`, token)).status).toBe(401);
    const owner = await sara.get<BookingView>(`/api/bookings/${saraBooking}`);
    expect(owner.status).toBe(200);
    expect(owner.body.status).toBe('cancelled');
    const ics = await sara.get<string>(`/api/bookings/${saraBooking}/calendar.ics`);
    expect(ics.body).toContain('METHOD:CANCEL');
  });
});
