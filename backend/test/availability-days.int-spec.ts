import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type AvailableDay } from '@dealer/contracts';
import { plusDays, riyadhDate, weekdayOf } from '../src/core/time/riyadh-time.js';
import type { Redis } from 'ioredis';
import { REDIS } from '../src/core/redis/redis.module.js';
import { availabilityKeys, REBUILDING } from '../src/modules/booking/availability/availability.projection.js';
import { CatalogReader } from '../src/modules/catalog/catalog-reader/catalog-reader.service.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, BRANCH_DETAILS, fridayAhead, workingDate } from './support/booking-fixtures.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HORIZON = 10;
const BRANCH = 'Hail - Midnight';
let t: TestApp;
let customer: Caller;
let visitor: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_HORIZON_DAYS: String(HORIZON), BOOKING_OPEN_LIMIT: '10' } });
  const admin = await adminCaller(t);
  // The only time of the day is midnight: today's has always started, whatever the hour the test runs.
  expect((await admin.post('/api/timeslots/', { timeSlot: '12:00 AM', slotIndex: 1 })).status).toBe(201);
  expect((await admin.post('/api/locations/', { branchName: BRANCH, ...BRANCH_DETAILS, openingSaturday: '12:00-AM', tillThursday: '11:00-PM', capacity: 1 })).status).toBe(201);
  customer = await customerCaller(t, 'nora@example.com');
  visitor = new Caller(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const url = (from: string, to: string, branch = BRANCH) => `/api/availability/days?branch=${encodeURIComponent(branch)}&from=${from}&to=${to}`;
/** The days as judged, without their hours (the hours have their own test). */
async function days(from: string, to: string): Promise<Omit<AvailableDay, 'hours'>[]> {
  const answer = await visitor.get<{ data: AvailableDay[] }>(url(from, to));
  expect(answer.status).toBe(200);
  return answer.body.data.map(({ hours: _hours, ...judged }) => judged);
}
const day = async (date: string) => (await days(date, date))[0];

describe('GET /api/availability/days', () => {
  it('answers every day of the range, today past once its last time has started', async () => {
    const today = riyadhDate(new Date());
    const calendar = await days(plusDays(today, -2), plusDays(today, 20));
    expect(calendar.map((d) => d.date)).toEqual(Array.from({ length: 23 }, (_, i) => plusDays(today, i - 2)));
    expect(calendar.slice(0, 3)).toEqual([
      { date: plusDays(today, -2), open: false, free: 0, reason: 'past' },
      { date: plusDays(today, -1), open: false, free: 0, reason: 'past' },
      // On a Friday the branch is closed all day, which says more than that its time has passed.
      { date: today, open: false, free: 0, reason: weekdayOf(today) === 'friday' ? 'closed' : 'past' },
    ]);
    // The slot route agrees: nothing left today.
    expect((await visitor.get<{ data: unknown[] }>(`/api/availability?branch=${encodeURIComponent(BRANCH)}&date=${today}`)).body.data).toEqual([]);
  });

  it('gives each day its own hours, none on a day off', async () => {
    const answer = await visitor.get<{ data: AvailableDay[] }>(url(fridayAhead(), fridayAhead()));
    expect(answer.body.data[0]!.hours).toBeNull();
    const working = await visitor.get<{ data: AvailableDay[] }>(url(workingDate(3), workingDate(3)));
    expect(working.body.data[0]!.hours).toEqual({ opens: 0, closes: 1380, kind: 'regular' });
  });

  it('shows a Friday closed and a working day open with its free time', async () => {
    expect(await day(fridayAhead())).toEqual({ date: fridayAhead(), open: false, free: 0, reason: 'closed' });
    expect(await day(workingDate(3))).toEqual({ date: workingDate(3), open: true, free: 1, reason: null });
  });

  it('shows a day full once real bookings have taken its places', async () => {
    const date = workingDate(2);
    expect((await customer.post('/api/bookings/', booking(BRANCH, date, '12:00 AM'))).status).toBe(201);
    await eventually(async () => expect(await day(date)).toEqual({ date, open: true, free: 0, reason: 'full' }));
    expect((await visitor.get<{ data: unknown[] }>(`/api/availability?branch=${encodeURIComponent(BRANCH)}&date=${date}`)).body.data).toEqual([
      { timeSlot: '12:00 AM', slotIndex: 1, minuteOfDay: 0, free: 0 },
    ]);
  });

  it('answers from PostgreSQL while the Redis projection cannot be trusted', async () => {
    const date = workingDate(5);
    const branchId = (await t.app.get(CatalogReader).findBranch(BRANCH))!.id;
    const keys = availabilityKeys(t.config.REDIS_PREFIX);
    const redis = t.app.get<Redis>(REDIS);
    expect((await customer.post('/api/bookings/', booking(BRANCH, date, '12:00 AM'))).status).toBe(201);
    // Waiting on Redis itself: a read through the route would keep a copy of the day in the process.
    await eventually(async () => expect(await redis.hgetall(keys.taken({ branchId, date }))).toEqual({ 0: '1' }));
    const checkpoint = await redis.get(keys.checkpoint);
    await redis.set(keys.checkpoint, REBUILDING);
    // Redis now says the place is free again: only PostgreSQL can answer that the day is full.
    await redis.hset(keys.taken({ branchId, date }), '0', '0');
    try {
      // Between two working days lies a Friday at most (run on a Sunday, say): closed whatever the projection says.
      const friday = plusDays(workingDate(4), 1) === date ? [] : [{ date: plusDays(workingDate(4), 1), open: false, free: 0, reason: 'closed' }];
      expect(await days(workingDate(4), date)).toEqual([
        { date: workingDate(4), open: true, free: 1, reason: null },
        ...friday,
        { date, open: true, free: 0, reason: 'full' },
      ]);
    } finally {
      await redis.hset(keys.taken({ branchId, date }), '0', '1');
      await redis.set(keys.checkpoint, checkpoint!);
    }
  });

  it('ends where the engine stops taking bookings', async () => {
    // The last bookable day is HORIZON ahead; the next one is beyond, its midnight start included.
    const today = riyadhDate(new Date());
    const edge = plusDays(today, HORIZON);
    const calendar = await days(plusDays(today, HORIZON - 6), plusDays(today, HORIZON + 6));
    const after = plusDays(edge, 1);
    expect(calendar.find((d) => d.date === after)).toEqual({ date: after, open: false, free: 0, reason: 'beyondHorizon' });
    expect(calendar.filter((d) => d.date > after).map((d) => d.reason)).toEqual(Array(5).fill('beyondHorizon'));
    // A Friday is closed whatever the horizon: then the last bookable day is the Thursday before.
    const last = weekdayOf(edge) === 'friday' ? plusDays(edge, -1) : edge;
    expect(calendar.find((d) => d.date === last)).toEqual({ date: last, open: true, free: 1, reason: null });
    // The engine agrees on both days.
    expect((await customer.post('/api/bookings/', booking(BRANCH, last, '12:00 AM'))).status).toBe(201);
    const refused = await customer.post<{ errors: { field: string }[] }>('/api/bookings/', booking(BRANCH, after, '12:00 AM'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'bookingDate' })]);
  });

  it('answers up to 62 days, and refuses more', async () => {
    const from = riyadhDate(new Date());
    expect(await days(from, plusDays(from, 61))).toHaveLength(62);
    const tooLong = await visitor.get<{ message: string }>(url(from, plusDays(from, 62)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(BOOKING_MESSAGES.rangeTooLong.en.replace('{max}', '62'));
  });

  it('refuses bad input with a message the reader can act on, in their language', async () => {
    const from = riyadhDate(new Date());
    const cases: [string, string][] = [
      [`/api/availability/days?branch=${encodeURIComponent(BRANCH)}&to=${from}`, BOOKING_MESSAGES.badFrom.en],
      [url('2026-02-30', from), BOOKING_MESSAGES.badFrom.en],
      [url(from, 'tomorrow'), BOOKING_MESSAGES.badTo.en],
      [url(from, plusDays(from, -1)), BOOKING_MESSAGES.rangeBackwards.en],
      [url(from, from, 'Nowhere'), BOOKING_MESSAGES.unknownBranch.en],
      [`/api/availability/days?branch=a&branch=b&from=${from}&to=${from}`, 'Branch must be given once'],
    ];
    for (const [path, message] of cases) {
      const answer = await visitor.get<{ message: string }>(path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status: 400, message });
    }
    const arabic = await new Caller(t.app, 'ar').get<{ message: string }>(url(from, plusDays(from, -1)));
    expect(arabic).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.rangeBackwards.ar } });
  });
});
