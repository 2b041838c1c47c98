import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, tryAgainIn, WARRANTY_MESSAGES, type Lang } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, SLOTS, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import { Caller, type Answer } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The documented defaults: 3 open bookings, 10 bookings and 5 claims an hour per customer, 3× per address. */
let t: TestApp;
let admin: Caller;
const [OLAYA, RAWDAH] = ['Riyadh - Olaya', 'Jeddah - Rawdah'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
  await seedBranches(admin, [{ name: OLAYA, capacity: 5 }, { name: RAWDAH, capacity: 5 }]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The same browser session, reading the answers in another language. */
function inArabic(caller: Caller): Caller {
  const arabic = new Caller(t.app, 'ar', caller.ip);
  arabic.cookie = caller.cookie;
  return arabic;
}

const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;
const openLimit = (lang: Lang) => BOOKING_MESSAGES.openBookingsLimit[lang].replace('{limit}', '3');

describe('open bookings per customer', () => {
  it('refuses a fourth open booking with 409 and a message in both languages; a cancel frees a place', async () => {
    const amal = await customerCaller(t, 'amal@example.com');
    const ids: string[] = [];
    for (const days of [2, 3, 4]) {
      const placed = await amal.post<{ _id: string }>('/api/bookings/', booking(OLAYA, workingDate(days), '09:00 AM'));
      expect(placed.status).toBe(201);
      ids.push(placed.body._id);
    }
    const fourth = booking(RAWDAH, workingDate(5), '10:00 AM');
    expect(await amal.post('/api/bookings/', fourth)).toMatchObject({ status: 409, body: { message: openLimit('en') } });
    expect(await inArabic(amal).post('/api/bookings/', fourth)).toMatchObject({ status: 409, body: { message: openLimit('ar') } });
    // A form-level refusal: no field is to blame.
    expect((await amal.post('/api/bookings/', fourth)).body.errors).toBeUndefined();

    expect((await amal.post(`/api/bookings/${ids[0]}/cancel`)).status).toBe(200);
    expect((await amal.post('/api/bookings/', fourth)).status).toBe(201);
  });

  it('lets exactly three of eight racing requests from one customer through', async () => {
    const dana = await customerCaller(t, 'dana@example.com');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => dana.post('/api/bookings/', booking(i % 2 ? OLAYA : RAWDAH, workingDate(2 + Math.floor(i / SLOTS.length)), SLOTS[i % SLOTS.length]!))),
    );
    expect(count(answers, 201)).toBe(3);
    expect(count(answers, 409)).toBe(5);
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message))).toEqual(new Set([openLimit('en')]));
    expect((await dana.get<{ data: unknown[] }>('/api/bookings/list/dana@example.com')).body.data).toHaveLength(3);
  });

  it('does not limit admins, who book for phone and walk-in customers', async () => {
    const answers = [];
    for (const [i, time] of SLOTS.entries()) answers.push(await admin.post('/api/bookings/', booking(i % 2 ? OLAYA : RAWDAH, workingDate(6), time)));
    answers.push(await admin.post('/api/bookings/', booking(OLAYA, workingDate(6), SLOTS[0]!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(SLOTS.length + 1).fill(201));
  });
});

describe('one booking per customer and time', () => {
  it('refuses a second booking at the same date and time at any branch, naming the time field', async () => {
    const badr = await customerCaller(t, 'badr@example.com');
    const day = workingDate(7);
    const first = await badr.post<{ _id: string }>('/api/bookings/', booking(OLAYA, day, '11:00 AM'));
    expect(first.status).toBe(201);
    for (const branch of [OLAYA, RAWDAH]) {
      expect(await badr.post('/api/bookings/', booking(branch, day, '11:00 AM'))).toMatchObject({
        status: 409,
        body: { message: BOOKING_MESSAGES.slotAlreadyYours.en, errors: [{ field: 'bookingTime', message: BOOKING_MESSAGES.slotAlreadyYours.en }] },
      });
    }
    expect(await inArabic(badr).post('/api/bookings/', booking(RAWDAH, day, '11:00 AM'))).toMatchObject({
      status: 409,
      body: { message: BOOKING_MESSAGES.slotAlreadyYours.ar, errors: [{ field: 'bookingTime', message: BOOKING_MESSAGES.slotAlreadyYours.ar }] },
    });
    const second = await badr.post<{ _id: string }>('/api/bookings/', booking(RAWDAH, day, '01:00 PM'));
    expect(second.status).toBe(201);
    // Nor can a booking be moved onto another of the same customer's.
    expect(await badr.post(`/api/bookings/${second.body._id}/reschedule`, { bookingDate: day, bookingTime: '11:00 AM' })).toMatchObject({
      status: 409,
      body: { message: BOOKING_MESSAGES.slotAlreadyYours.en },
    });
    expect((await badr.post(`/api/bookings/${second.body._id}/reschedule`, { bookingDate: day, bookingTime: '02:00 PM' })).status).toBe(200);
  });

  it('lets exactly one of eight racing requests for one time through, across branches', async () => {
    const carim = await customerCaller(t, 'carim@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => carim.post('/api/bookings/', booking(i % 2 ? OLAYA : RAWDAH, workingDate(8), '09:00 AM'))));
    expect(count(answers, 201)).toBe(1);
    expect(count(answers, 409)).toBe(7);
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message))).toEqual(new Set([BOOKING_MESSAGES.slotAlreadyYours.en]));
  });
});

describe('submission rate limits', () => {
  it('answers the eleventh booking request of an hour from one customer with 429 and when to come back', async () => {
    const ehab = await customerCaller(t, 'ehab@example.com');
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await ehab.post('/api/bookings/', booking(OLAYA, workingDate(9 + Math.floor(i / SLOTS.length)), SLOTS[i % SLOTS.length]!)));
    // Refused attempts count too: three booked, then the open-bookings limit.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, ...Array(7).fill(409)]);
    const limited = await ehab.post('/api/bookings/', booking(RAWDAH, workingDate(12), '09:00 AM'));
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(limited).toMatchObject({ status: 429, body: { message: tryAgainIn(BOOKING_MESSAGES.tooManyBookings, wait).en } });
    expect(limited.body.message).toMatch(/ You can try again in (a minute|\d+ minutes)\.$/);
    const arabic = await inArabic(ehab).post('/api/bookings/', booking(RAWDAH, workingDate(12), '09:00 AM'));
    expect(arabic.body.message).toBe(tryAgainIn(BOOKING_MESSAGES.tooManyBookings, Number(arabic.headers['retry-after'])).ar);
    // Another customer is not held back by Ehab's count.
    const fadi = await customerCaller(t, 'fadi@example.com');
    expect((await fadi.post('/api/bookings/', booking(RAWDAH, workingDate(12), '09:00 AM'))).status).toBe(201);
  });

  it('answers the sixth claim of an hour from one customer with 429', async () => {
    const ghada = await customerCaller(t, 'ghada@example.com');
    for (let i = 0; i < 5; i++) expect((await ghada.post('/api/warrantyclaims/', claim())).status).toBe(201);
    const limited = await ghada.post('/api/warrantyclaims/', claim());
    expect(limited).toMatchObject({ status: 429, body: { message: tryAgainIn(WARRANTY_MESSAGES.tooManyClaims, Number(limited.headers['retry-after'])).en } });
  });

  it('limits one address across accounts to three customers’ worth of claims', async () => {
    const office = '10.77.0.1';
    const colleagues: Caller[] = [];
    for (const name of ['hala', 'imad', 'jana', 'kamal']) {
      const own = await customerCaller(t, `${name}@example.com`);
      const shared = new Caller(t.app, 'en', office);
      shared.cookie = own.cookie;
      colleagues.push(shared);
    }
    for (const colleague of colleagues.slice(0, 3)) {
      for (let i = 0; i < 5; i++) expect((await colleague.post('/api/warrantyclaims/', claim())).status).toBe(201);
    }
    // Kamal has sent nothing yet, but the office's address has sent fifteen.
    const limited = await colleagues[3]!.post('/api/warrantyclaims/', claim());
    expect(limited).toMatchObject({ status: 429, body: { message: tryAgainIn(WARRANTY_MESSAGES.tooManyClaims, Number(limited.headers['retry-after'])).en } });
  });

  it("does not let one account past its own budget spend the address's budget for the others", async () => {
    const network = '10.78.0.1';
    const [noisy, quiet] = await Promise.all(
      ['lina', 'majed'].map(async (name) => {
        const shared = new Caller(t.app, 'en', network);
        shared.cookie = (await customerCaller(t, `${name}@example.com`)).cookie;
        return shared;
      }),
    );
    for (let i = 0; i < 5; i++) expect((await noisy.post('/api/warrantyclaims/', claim())).status).toBe(201);
    // Twenty more, each refused by Lina's own budget: none is taken from the address's fifteen.
    for (let i = 0; i < 20; i++) expect((await noisy.post('/api/warrantyclaims/', claim())).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await quiet.post('/api/warrantyclaims/', claim())).status).toBe(201);
  });
});
