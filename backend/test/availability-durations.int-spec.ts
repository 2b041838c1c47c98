import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, isRamadan, labelFromMinuteOfDay, type AvailableDay, type AvailableSlot } from '@dealer/contracts';
import type { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { plusDays, riyadhDate, weekdayOf } from '../src/core/time/riyadh-time.js';
import { REDIS } from '../src/core/redis/redis.module.js';
import { availabilityKeys, changeMessage, REBUILDING } from '../src/modules/booking/availability/availability.projection.js';
import { rebuildAvailability } from '../src/modules/booking/availability/availability.rebuild.js';
import { CatalogReader } from '../src/modules/catalog/catalog-reader/catalog-reader.service.js';
import { announceCatalogChange } from '../src/modules/catalog/shared/catalog-changes.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { openStream } from './support/availability-stream.js';
import { booking, BRANCH_DETAILS, fridayAhead, workingDate } from './support/booking-fixtures.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BRANCH = 'Jeddah - Tahlia';
/** Every hour of the day is a start of the grid; the branch's hours decide which ones a job may use. */
const GRID = Array.from({ length: 24 }, (_, hour) => labelFromMinuteOfDay(hour * 60));
/** Services and how long each holds a bay. */
const SERVICES = { 'Quick Check': 60, 'Full Service': 120, 'Compressor Overhaul': 180 } as const;
type ServiceName = keyof typeof SERVICES;
const DAY = workingDate(3);

let t: TestApp;
let visitor: Caller;
let customers: Caller[];
let branchId: string;
let base: string;
const serviceIds = new Map<ServiceName, string>();
/** The 3-hour booking standing at 09:00 on DAY. */
let overhaulId = '';

/** A Ramadan day whose night before the branch also worked (not a Friday, not Ramadan's first day). */
function ramadanDay(): string {
  let date = plusDays(riyadhDate(new Date()), 2);
  while (!(isRamadan(date) && isRamadan(plusDays(date, -1)) && weekdayOf(date) !== 'friday' && weekdayOf(plusDays(date, -1)) !== 'friday')) date = plusDays(date, 1);
  return date;
}

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_HORIZON_DAYS: '365', BOOKING_OPEN_LIMIT: '100' } });
  const admin = await adminCaller(t);
  for (const [index, timeSlot] of GRID.entries()) expect((await admin.post('/api/timeslots/', { timeSlot, slotIndex: index + 1 })).status).toBe(201);
  // 08:00–22:00, and 20:00–02:00 in Ramadan; two bays.
  const branch = { branchName: BRANCH, ...BRANCH_DETAILS, capacity: 2, ramadanOpening: '08:00-PM', ramadanClosing: '02:00-AM' };
  expect((await admin.post('/api/locations/', branch)).status).toBe(201);
  for (const serviceName of Object.keys(SERVICES) as ServiceName[]) {
    const created = await admin.post<{ _id: string }>('/api/services/', { serviceName, serviceCategory: 'AC Servicing' });
    expect(created.status).toBe(201);
    serviceIds.set(serviceName, created.body._id);
    // Durations are not in the admin form yet: set as the catalog stores them.
    await t.app.get(DataSource).query('UPDATE services SET duration_minutes = $2 WHERE id = $1', [created.body._id, SERVICES[serviceName]]);
  }
  announceCatalogChange();
  branchId = (await t.app.get(CatalogReader).findBranch(BRANCH))!.id;
  visitor = new Caller(t.app);
  customers = [await customerCaller(t, 'lama@example.com'), await customerCaller(t, 'omar@example.com')];
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const query = (job: string, date = DAY) => `/api/availability?branch=${encodeURIComponent(BRANCH)}&date=${date}${job}`;
/** `time:free` of every start offered. */
async function starts(job: string, date = DAY): Promise<string[]> {
  const answer = await visitor.get<{ data: AvailableSlot[] }>(query(job, date));
  expect(answer.status).toBe(200);
  return answer.body.data.map((s) => `${s.timeSlot}:${s.free}`);
}
/** `time:free` from 08:00 (the first start) to `lastHour`, with the frees given and 2 elsewhere. */
function expected(lastHour: number, frees: Record<number, number>): string[] {
  return Array.from({ length: lastHour - 7 }, (_, i) => `${labelFromMinuteOfDay((8 + i) * 60)}:${frees[8 + i] ?? 2}`);
}
const servicesOf = (...names: ServiceName[]) => `&services=${names.map((name) => serviceIds.get(name)).join(',')}`;
const book = (customer: Caller, time: string, service: ServiceName) =>
  customer.post<{ _id: string }>('/api/bookings/', { ...booking(BRANCH, DAY, time), serviceDetails: [service] });

describe('availability for a job of several slots', () => {
  it('offers a start only where every slot the job covers has a bay, and only before closing', async () => {
    const [lama, omar] = customers as [Caller, Caller];
    // 09:00 holds a bay until 12:00; 10:00 takes the other bay of 10:00 only.
    const overhaul = await book(lama, '09:00 AM', 'Compressor Overhaul');
    expect(overhaul.status).toBe(201);
    expect((await book(omar, '10:00 AM', 'Quick Check')).status).toBe(201);
    const taken = availabilityKeys(t.config.REDIS_PREFIX).taken({ branchId, date: DAY });
    await eventually(async () => expect(await t.app.get<Redis>(REDIS).hgetall(taken)).toEqual({ 540: '1', 600: '2', 660: '1' }));

    expect(await starts('')).toEqual(expected(21, { 9: 1, 10: 0, 11: 1 }));
    expect(await starts('&minutes=60')).toEqual(expected(21, { 9: 1, 10: 0, 11: 1 }));
    expect(await starts('&minutes=120')).toEqual(expected(20, { 8: 1, 9: 0, 10: 0, 11: 1 }));
    expect(await starts('&minutes=180')).toEqual(expected(19, { 8: 0, 9: 0, 10: 0, 11: 1 }));
    // The engine agrees: a 3-hour job at 08:00 would need the full 10:00.
    expect((await book(omar, '08:00 AM', 'Compressor Overhaul')).status).toBe(409);

    // Cancelling gives back every slot the job held.
    expect((await lama.post(`/api/bookings/${overhaul.body._id}/cancel`)).status).toBe(200);
    await eventually(async () => expect(await starts('&minutes=180')).toEqual(expected(19, { 8: 1, 9: 1, 10: 1 })));
    const again = await book(lama, '09:00 AM', 'Compressor Overhaul');
    expect(again.status).toBe(201);
    overhaulId = again.body._id;
    await eventually(async () => expect(await starts('&minutes=180')).toEqual(expected(19, { 8: 0, 9: 0, 10: 0, 11: 1 })));
  });

  it('gives the same starts for services as for their minutes', async () => {
    expect(await starts(servicesOf('Compressor Overhaul'))).toEqual(await starts('&minutes=180'));
    expect(await starts(servicesOf('Quick Check', 'Full Service'))).toEqual(await starts('&minutes=180'));
    expect(await starts(servicesOf('Full Service'))).toEqual(await starts('&minutes=120'));
    // Half an hour more still takes a third slot, but may not start at 19:00 any more.
    expect(await starts('&minutes=150')).toEqual(expected(19, { 8: 0, 9: 0, 10: 0, 11: 1 }));
    expect(await starts('&minutes=210')).toEqual(expected(18, { 8: 0, 9: 0, 10: 0, 11: 1 }));
  });

  it('answers the same from the reservation list (every covered slot) while the Redis projection cannot be trusted', async () => {
    const redis = t.app.get<Redis>(REDIS);
    const keys = availabilityKeys(t.config.REDIS_PREFIX);
    const day = { branchId, date: DAY };
    const truth = await starts('&minutes=180');
    // Two bays planted at 18:00 in Redis alone: read from there, the 16:00 to 18:00 starts look full.
    await redis.hincrby(keys.taken(day), '1080', 2);
    const checkpoint = await redis.get(keys.checkpoint);
    try {
      await redis.publish(keys.changes, changeMessage([day]));
      await eventually(async () => expect(await starts('&minutes=180')).toEqual(expected(19, { 8: 0, 9: 0, 10: 0, 11: 1, 16: 0, 17: 0, 18: 0 })));
      await redis.set(keys.checkpoint, REBUILDING);
      await redis.publish(keys.changes, changeMessage([day]));
      await eventually(async () => expect(await starts('&minutes=180')).toEqual(truth));
    } finally {
      await redis.hincrby(keys.taken(day), '1080', -2);
      await redis.set(keys.checkpoint, checkpoint!);
      await redis.publish(keys.changes, changeMessage([day]));
    }
  });

  it('is rebuilt from the events with every slot a job covers, and a release after the rebuild gives them all back', async () => {
    const redis = t.app.get<Redis>(REDIS);
    const keys = availabilityKeys(t.config.REDIS_PREFIX);
    const day = { branchId, date: DAY };
    const nonZero = async () => Object.fromEntries(Object.entries(await redis.hgetall(keys.taken(day))).filter(([, n]) => n !== '0'));
    const before = await nonZero();
    expect(before).toEqual({ 540: '1', 600: '2', 660: '1' });
    await rebuildAvailability({ db: t.app.get(DataSource), redis, prefix: t.config.REDIS_PREFIX });
    expect(await nonZero()).toEqual(before);
    // The reservation made before the rebuild is released from what the rebuild remembered of it.
    const [lama] = customers as [Caller];
    expect((await lama.post(`/api/bookings/${overhaulId}/cancel`)).status).toBe(200);
    await eventually(async () => expect(await nonZero()).toEqual({ 600: '1' }));
    expect((await book(lama, '09:00 AM', 'Compressor Overhaul')).status).toBe(201);
    await eventually(async () => expect(await nonZero()).toEqual(before));
  });

  it('uses Ramadan hours on a Ramadan date, with the end of the night before', async () => {
    const date = ramadanDay();
    expect(await starts('&minutes=60', date)).toEqual(['12:00 AM:2', '01:00 AM:2', '08:00 PM:2', '09:00 PM:2', '10:00 PM:2', '11:00 PM:2']);
    expect(await starts('&minutes=120', date)).toEqual(['12:00 AM:2', '08:00 PM:2', '09:00 PM:2', '10:00 PM:2']);
    expect(await starts('&minutes=300', date)).toEqual([]);
  });

  it('counts on the days route only the starts where the job fits', async () => {
    const days = async (job: string, from: string, to = from) => {
      const answer = await visitor.get<{ data: AvailableDay[] }>(`/api/availability/days?branch=${encodeURIComponent(BRANCH)}&from=${from}&to=${to}${job}`);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const judged = async (job: string, from: string) => (await days(job, from)).map(({ hours: _hours, ...day }) => day);
    expect(await judged('&minutes=180', DAY)).toEqual([{ date: DAY, open: true, free: 9, reason: null }]);
    expect(await judged(servicesOf('Compressor Overhaul'), DAY)).toEqual(await judged('&minutes=180', DAY));
    expect(await judged('', DAY)).toEqual([{ date: DAY, open: true, free: 13, reason: null }]);
    const ramadan = ramadanDay();
    expect(await judged('&minutes=300', ramadan)).toEqual([{ date: ramadan, open: true, free: 0, reason: 'full' }]);
    expect(await judged('&minutes=120', ramadan)).toEqual([{ date: ramadan, open: true, free: 4, reason: null }]);
    expect(await judged('&minutes=60', fridayAhead())).toEqual([{ date: fridayAhead(), open: false, free: 0, reason: 'closed' }]);
    // The calendar names the rule behind a day's hours: a Ramadan night here.
    expect((await days('', ramadan))[0]!.hours?.kind).toBe('ramadan');
  });

  it("streams the job's view first", async () => {
    const stream = await openStream(base, BRANCH, DAY, '&minutes=180');
    try {
      expect(await stream.next()).toEqual(await starts('&minutes=180'));
    } finally {
      stream.close();
    }
    const byServices = await openStream(base, BRANCH, DAY, servicesOf('Full Service'));
    try {
      expect(await byServices.next()).toEqual(await starts('&minutes=120'));
    } finally {
      byServices.close();
    }
  });

  it('refuses bad job parameters on every route with a message naming them, in the reader\'s language', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const tooMany = Array(11).fill(serviceIds.get('Quick Check')).join(',');
    const cases: [string, string][] = [
      ['&minutes=0', BOOKING_MESSAGES.badMinutes.en],
      ['&minutes=721', BOOKING_MESSAGES.badMinutes.en],
      ['&minutes=two', BOOKING_MESSAGES.badMinutes.en],
      ['&minutes=60&minutes=120', 'Duration (minutes) must be given once'],
      [`&services=${unknownId}`, BOOKING_MESSAGES.unknownServices.en],
      ['&services=oil', BOOKING_MESSAGES.unknownServices.en],
      [`&services=${tooMany}`, BOOKING_MESSAGES.tooManyServices.en.replace('{max}', '10')],
      [`${servicesOf('Quick Check')}&minutes=60`, BOOKING_MESSAGES.servicesOrMinutes.en],
    ];
    const routes = [
      (job: string) => query(job),
      (job: string) => `/api/availability/days?branch=${encodeURIComponent(BRANCH)}&from=${DAY}&to=${DAY}${job}`,
      (job: string) => `/api/availability/stream?branch=${encodeURIComponent(BRANCH)}&date=${DAY}${job}`,
    ];
    for (const route of routes) {
      for (const [job, message] of cases) {
        const answer = await visitor.get<{ message: string }>(route(job));
        expect({ url: route(job), status: answer.status, message: answer.body.message }).toEqual({ url: route(job), status: 400, message });
      }
    }
    const arabic = await new Caller(t.app, 'ar').get<{ message: string }>(query('&minutes=0'));
    expect(arabic).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.badMinutes.ar } });
  });
});
