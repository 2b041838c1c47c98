import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OFFER_TOKEN_HEADER, type AvailableSlot, type WaitlistEntryRow, type WaitlistOfferResponse } from '@dealer/contracts';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { extractLink, type CaughtMail } from './support/mail-catcher.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Holds last 15 seconds here, so expiry is seen in the test's time; the worker sweeps every 2 s. */
const HOLD_MINUTES = 0.25;
const HOLD_MS = HOLD_MINUTES * 60_000;
const BRANCH = 'Riyadh - Olaya';
const day = workingDate(3);
const laterDay = workingDate(4);

let t: TestApp;
let admin: Caller;
let restartedWorker: INestApplicationContext | undefined;
const customers: Record<string, Caller> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { WAITLIST_HOLD_MINUTES: String(HOLD_MINUTES), BOOKINGS_PER_HOUR: '100' } });
  admin = await adminCaller(t);
  await seedBranches(admin, [{ name: BRANCH, capacity: 1 }]);
  for (const name of ['amal', 'badr', 'chadi', 'dana', 'eid']) customers[name] = await customerCaller(t, `${name}@example.com`);
  customers.badr = inArabic(customers.badr!);
});
afterAll(async () => {
  await restartedWorker?.close();
  await t?.close();
});

/** The same customer reading the site in Arabic: joining in Arabic makes Arabic his mails' language (see MailLanguage). */
function inArabic(caller: Caller): Caller {
  const arabic = new Caller(t.app, 'ar', caller.ip);
  arabic.cookie = caller.cookie;
  return arabic;
}

const join = (who: string, date: string, windowStart: string, windowEnd: string) => {
  const { bookingTime: _time, ...body } = booking(BRANCH, date, '09:00 AM');
  return customers[who]!.post<{ _id: string; message: string; errors?: { field: string }[] }>('/api/waitlist', { ...body, windowStart, windowEnd });
};
const mine = async (who: string) => (await customers[who]!.get<{ data: WaitlistEntryRow[] }>('/api/waitlist/mine')).body.data;
const entryOf = async (who: string, date: string) => (await mine(who)).find((e) => e.bookingDate === date)!;
async function adminBooks(date: string, time: string): Promise<string> {
  const placed = await admin.post<{ _id: string }>('/api/bookings/', booking(BRANCH, date, time));
  expect(placed.status).toBe(201);
  return placed.body._id;
}
const offerMail = (who: string, timeoutMs = HOLD_MS) =>
  t.mail.waitForMail(`${who}@example.com`, (m) => m.text.includes('/waitlist/offer?token='), timeoutMs);
const tokenOf = (mail: CaughtMail) => new URL(extractLink(mail, '/waitlist/offer?token=')).searchParams.get('token')!;
const offerMailsTo = (who: string) => t.mail.messages.filter((m) => m.to.includes(`${who}@example.com`) && m.text.includes('/waitlist/offer?token='));
const visitor = () => new Caller(t.app);
const confirm = (token: string) => visitor().post<{ _id: string; message: string }>('/api/waitlist/offer/confirm', { token });
const heldEvents = async (date: string) =>
  Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM events WHERE type = 'SlotHeld' AND stream_id LIKE $1`, [`%-${date}`]))[0].n);
const freeAt = async (date: string, time: string) =>
  (await visitor().get<{ data: AvailableSlot[] }>(`/api/availability?branch=${encodeURIComponent(BRANCH)}&date=${date}`)).body.data.find((s) => s.timeSlot === time)?.free;

let tenOClock: string;
let amalToken: string;
let chadiToken: string;

describe('the waitlist', () => {
  it('refuses to join while a time in the window is free: book it instead', async () => {
    tenOClock = await adminBooks(day, '10:00 AM');
    await adminBooks(day, '11:00 AM');
    const refused = await join('amal', day, '09:00 AM', '11:00 AM');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A time in this window is still free: please book it instead.');
    expect(refused.body.errors?.[0]?.field).toBe('windowStart');
    const backwards = await join('amal', day, '11:00 AM', '10:00 AM');
    expect(backwards.status).toBe(400);
  });

  it('joins a full window in order; a second entry for the same day is refused', async () => {
    expect((await join('amal', day, '10:00 AM', '11:00 AM')).status).toBe(201);
    expect((await join('badr', day, '10:00 AM', '11:00 AM')).status).toBe(201);
    expect((await join('chadi', day, '10:00 AM', '11:00 AM')).status).toBe(201);
    expect((await join('amal', day, '10:00 AM', '11:00 AM')).status).toBe(409);
    expect((await entryOf('badr', day))).toMatchObject({ status: 'waiting', position: 2, windowStart: '10:00 AM', windowEnd: '11:00 AM', heldTime: null });
    const line = await admin.get<{ data: WaitlistEntryRow[] }>(`/api/waitlist?branch=${(await entryOf('amal', day)).branchId}&date=${day}`);
    expect(line.body.data.map((e) => [e.email, e.position])).toEqual([['amal@example.com', 1], ['badr@example.com', 2], ['chadi@example.com', 3]]);
    expect((await customers.amal!.get(`/api/waitlist?branch=${(await entryOf('amal', day)).branchId}&date=${day}`)).status).toBe(403);
  });

  it("shows a branch-day's line to the branch's staff only", async () => {
    const branchId = (await entryOf('amal', day)).branchId;
    const db = t.app.get(DataSource);
    const staff = await customerCaller(t, 'staff@example.com');
    const elsewhere = await customerCaller(t, 'elsewhere@example.com');
    await db.query(`UPDATE customers SET type = 'staff', branch_ids = ARRAY[$1]::uuid[] WHERE email = 'staff@example.com'`, [branchId]);
    await db.query(`UPDATE customers SET type = 'staff', branch_ids = ARRAY[gen_random_uuid()] WHERE email = 'elsewhere@example.com'`);
    const path = `/api/waitlist?branch=${branchId}&date=${day}`;
    expect((await staff.get<{ data: WaitlistEntryRow[] }>(path)).body.data).toHaveLength(3);
    expect((await elsewhere.get(path)).status).toBe(403);
    expect((await staff.get(`/api/waitlist?branch=nonsense&date=${day}`)).status).toBe(400);
  });

  it('holds a cancelled place for the first in line: exactly one hold and one offer mail', async () => {
    expect((await admin.post(`/api/bookings/${tenOClock}/cancel`)).status).toBe(200);
    const mail = await offerMail('amal');
    expect(mail.subject).toBe(`A place is free for you: ${BRANCH}, ${day} at 10:00 AM`);
    amalToken = tokenOf(mail);
    expect(await entryOf('amal', day)).toMatchObject({ status: 'offered', heldTime: '10:00 AM', position: null });
    expect(await entryOf('badr', day)).toMatchObject({ status: 'waiting', position: 1 });
    // The held place is taken for everyone else, in the Redis projection as in the engine.
    await eventually(async () => expect(await freeAt(day, '10:00 AM')).toBe(0));
    expect((await customers.eid!.post('/api/bookings/', booking(BRANCH, day, '10:00 AM'))).status).toBe(409);
    await sleep(1000);
    expect(await heldEvents(day)).toBe(1);
    expect(offerMailsTo('amal')).toHaveLength(1);
  });

  it('shows the offer to whoever opens the link, and books nothing for a GET', async () => {
    const offer = await visitor().send<WaitlistOfferResponse>('GET', '/api/waitlist/offer', undefined, { [OFFER_TOKEN_HEADER]: amalToken });
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ open: true, entry: { heldTime: '10:00 AM', bookingDate: day, status: 'offered' } });
    expect((await visitor().send('GET', '/api/waitlist/offer', undefined, { [OFFER_TOKEN_HEADER]: `${amalToken}x` })).status).toBe(410);
    // Only in its header: a token in the API's address would be kept by access logs, and is not read.
    expect((await visitor().get(`/api/waitlist/offer?token=${encodeURIComponent(amalToken)}`)).status).toBe(410);
  });

  it('confirms within the hold: the hold becomes a booking like any other, once', async () => {
    const confirmed = await confirm(amalToken);
    expect(confirmed.status).toBe(201);
    const placed = await customers.amal!.get<{ bookingTime: string; bookingDate: string; status: string }>(`/api/bookings/${confirmed.body._id}`);
    expect(placed.body).toMatchObject({ bookingDate: day, bookingTime: '10:00 AM', status: 'booked' });
    expect(await entryOf('amal', day)).toMatchObject({ status: 'booked', bookingId: confirmed.body._id });
    await t.mail.waitForMail('amal@example.com', (m) => m.subject.startsWith('Booking confirmed'));
    const again = await confirm(amalToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This offer has already been used or is no longer open.');
    expect((await visitor().send<WaitlistOfferResponse>('GET', '/api/waitlist/offer', undefined, { [OFFER_TOKEN_HEADER]: amalToken })).body.open).toBe(false);
  });

  it('lapses an unanswered hold and offers the place to the next in line', async () => {
    // Amal cancels the booking she confirmed: Badr is next, and his offer speaks Arabic.
    const amalBooking = (await entryOf('amal', day)).bookingId!;
    expect((await customers.amal!.post(`/api/bookings/${amalBooking}/cancel`)).status).toBe(200);
    const badrMail = await offerMail('badr');
    expect(badrMail.subject).toContain('توفر مكان لك');
    const badrToken = tokenOf(badrMail);
    const heldAt = Date.now();
    const chadiMail = await offerMail('chadi', HOLD_MS + 10_000);
    // Lapsed no earlier than its expiry, and no later than a few seconds after it.
    expect(Date.now() - heldAt).toBeGreaterThan(HOLD_MS - 2000);
    expect(Date.now() - heldAt).toBeLessThan(HOLD_MS + 8000);
    expect(await entryOf('badr', day)).toMatchObject({ status: 'lapsed', holdExpiresAt: null });
    expect(await entryOf('chadi', day)).toMatchObject({ status: 'offered', heldTime: '10:00 AM' });
    expect((await confirm(badrToken)).status).toBe(410);
    chadiToken = tokenOf(chadiMail);
  });

  it('makes exactly one booking of 100 racing confirmations of one hold', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => confirm(chadiToken)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const rows = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM booking_list WHERE email = 'chadi@example.com'`);
    expect(rows[0].n).toBe(1);
    expect(await entryOf('chadi', day)).toMatchObject({ status: 'booked' });
  });

  it('lets a customer leave while offered: the place goes to the next in line', async () => {
    const nine = await adminBooks(laterDay, '09:00 AM');
    expect((await join('dana', laterDay, '09:00 AM', '09:00 AM')).status).toBe(201);
    expect((await join('eid', laterDay, '09:00 AM', '09:00 AM')).status).toBe(201);
    expect((await admin.post(`/api/bookings/${nine}/cancel`)).status).toBe(200);
    await offerMail('dana');
    const dana = await entryOf('dana', laterDay);
    expect((await customers.eid!.delete(`/api/waitlist/${dana._id}`)).status).toBe(404);
    expect((await customers.dana!.delete(`/api/waitlist/${dana._id}`)).status).toBe(200);
    expect(await entryOf('dana', laterDay)).toMatchObject({ status: 'left' });
    await offerMail('eid');
    expect(await entryOf('eid', laterDay)).toMatchObject({ status: 'offered', heldTime: '09:00 AM' });
  });
});

describe('holds and a worker restart', () => {
  it('lapses a hold that expired while the worker was stopped, once it is back, and offers the next in line', async () => {
    const restartDay = workingDate(5);
    const one = await adminBooks(restartDay, '01:00 PM');
    expect((await join('amal', restartDay, '01:00 PM', '01:00 PM')).status).toBe(201);
    expect((await join('badr', restartDay, '01:00 PM', '01:00 PM')).status).toBe(201);
    await t.worker.close();
    // The API holds the place for Amal with no worker running: no mail goes, nothing lapses.
    expect((await admin.post(`/api/bookings/${one}/cancel`)).status).toBe(200);
    expect(await entryOf('amal', restartDay)).toMatchObject({ status: 'offered' });
    await sleep(HOLD_MS + 3000);
    expect(await entryOf('amal', restartDay)).toMatchObject({ status: 'offered' });

    const restartedAt = Date.now();
    restartedWorker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: ['error'] });
    await offerMail('badr');
    expect(Date.now() - restartedAt).toBeLessThan(10_000);
    expect(await entryOf('amal', restartDay)).toMatchObject({ status: 'lapsed' });
    expect(await entryOf('badr', restartDay)).toMatchObject({ status: 'offered', heldTime: '01:00 PM' });
    // Amal's offer expired before any worker read it: it is never mailed.
    expect(offerMailsTo('amal').filter((m) => m.text.includes(restartDay) || m.subject.includes(restartDay))).toEqual([]);
  });
});
