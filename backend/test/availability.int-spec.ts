import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { API_MESSAGES, type AvailableSlot } from '@dealer/contracts';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { AppConfig } from '../src/core/config/app-config.js';
import { configureApp, createFastifyAdapter } from '../src/core/http/configure-app.js';
import { MAX_STREAMS_PER_CLIENT, openStreamsOf } from '../src/core/http/event-stream.js';
import { REDIS } from '../src/core/redis/redis.module.js';
import { CatalogReader } from '../src/modules/catalog/catalog-reader/catalog-reader.service.js';
import { availabilityKeys, changeMessage, decodeCheckpoint, START_VALUE } from '../src/modules/booking/availability/availability.projection.js';
import { AvailabilityProjector } from '../src/modules/booking/availability/availability.projector.js';
import { AvailabilityReader } from '../src/modules/booking/availability/availability.reader.js';
import { rebuildAvailability } from '../src/modules/booking/availability/availability.rebuild.js';
import { WorkerModule } from '../src/worker.module.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, SLOTS, workingDate } from './support/booking-fixtures.js';
import { openStream } from './support/availability-stream.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let customers: Caller[];
let redis: Redis;
let base: string;
const keys = () => availabilityKeys(t.config.REDIS_PREFIX);
const BRANCHES = [{ name: 'Dammam - Corniche', capacity: 1 }, { name: 'Khobar - Rakah', capacity: 3 }];
const DAYS = [workingDate(2), workingDate(4)];
/** Untouched by the other tests, so its slots are all free when the stream opens. */
const STREAM_DAY = workingDate(7);
const ids = new Map<string, string>();
/** The store's events and the projection's checkpoint as the app started, before any booking. */
let emptyStore: { events: number; checkpoint: string | null };

beforeAll(async () => {
  // Three customers make many bookings to move the projection; the per-customer limits have their own tests.
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '10000', BOOKINGS_PER_HOUR: '100000' } });
  // Before anything is booked: the store is empty, and the projector has started on it.
  const [{ count }] = (await t.app.get(DataSource).query('SELECT count(*)::int AS count FROM events')) as [{ count: number }];
  await eventually(async () => expect(await t.app.get<Redis>(REDIS).get(keys().checkpoint)).not.toBeNull());
  emptyStore = { events: count, checkpoint: await t.app.get<Redis>(REDIS).get(keys().checkpoint) };
  admin = await adminCaller(t);
  customers = [await customerCaller(t, 'huda@example.com'), await customerCaller(t, 'faisal@example.com'), await customerCaller(t, 'reem@example.com')];
  await seedBranches(admin, BRANCHES);
  for (const { name } of BRANCHES) ids.set(name, (await t.app.get(CatalogReader).findBranch(name))!.id);
  redis = t.app.get<Redis>(REDIS);
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The projection trails the writes by a few milliseconds: retry an assertion until it holds. */

const availabilityUrl = (branch: string, date: string) => `/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`;
const free = async (branch: string, date: string, app = t.app) =>
  (await new Caller(app).get<{ data: AvailableSlot[] }>(availabilityUrl(branch, date))).body.data.map((s) => `${s.timeSlot}:${s.free}`);
const takenHash = (branch: string, date: string) => redis.hgetall(keys().taken({ branchId: ids.get(branch)!, date }));

type Counts = Record<string, Record<string, number>>;

/** Taken places per branch-day and slot minute, as the inline PostgreSQL read model has them. */
async function postgresCounts(): Promise<Counts> {
  const rows = (await t.app.get(DataSource).query(
    `SELECT branch_id || ':' || booking_date AS day, slot_minute AS minute, count(*)::int AS taken FROM reservation_list GROUP BY 1, 2`,
  )) as { day: string; minute: number; taken: number }[];
  const counts: Counts = {};
  for (const { day, minute, taken } of rows) (counts[day] ??= {})[minute] = taken;
  return counts;
}

/** The same from the Redis projection, leaving out slots counted back to zero. */
async function redisCounts(): Promise<Counts> {
  const prefix = `${t.config.REDIS_PREFIX}:avail:`;
  const counts: Counts = {};
  for (const key of await redis.keys(`${prefix}*`)) {
    if (key === keys().checkpoint) continue;
    const taken = Object.entries(await redis.hgetall(key)).filter(([, n]) => n !== '0');
    if (taken.length > 0) counts[key.slice(prefix.length)] = Object.fromEntries(taken.map(([minute, n]) => [minute, Number(n)]));
  }
  return counts;
}

async function post(caller: Caller, path: string, body: unknown = {}): Promise<{ status: number; body: { _id?: string } }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { cookie: caller.cookie!, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { _id?: string } };
}

describe('the Redis availability projection', () => {
  it('is in place on an empty store, so a new site reads its days from Redis before the first booking', () => {
    expect(emptyStore).toEqual({ events: 0, checkpoint: START_VALUE });
  });

  it('follows bookings, cancellations, reschedules and admin moves', async () => {
    const [huda] = customers;
    const [dammam, khobar] = BRANCHES.map((b) => b.name) as [string, string];
    const placed = await huda!.post<{ _id: string }>('/api/bookings/', booking(dammam, DAYS[0]!, '09:00 AM'));
    expect(placed.status).toBe(201);
    await eventually(async () => expect(await takenHash(dammam, DAYS[0]!)).toEqual({ 540: '1' }));
    expect(await free(dammam, DAYS[0]!)).not.toContain('09:00 AM:1');
    const reservations = await redis.hgetall(keys().reservations({ branchId: ids.get(dammam)!, date: DAYS[0]! }));
    expect(reservations).toEqual({ [placed.body._id]: '540' });

    // The route reads Redis: a count planted there shows once a change of its day is announced, as
    // the projector announces its writes (the API may answer from a copy of the day until then).
    const plantedDay = { branchId: ids.get(dammam)!, date: DAYS[0]! };
    await redis.hincrby(keys().taken(plantedDay), '600', 1);
    await redis.publish(keys().changes, changeMessage([plantedDay]));
    await eventually(async () => expect(await free(dammam, DAYS[0]!)).not.toContain('10:00 AM:1'));
    await redis.hincrby(keys().taken(plantedDay), '600', -1);
    await redis.publish(keys().changes, changeMessage([plantedDay]));

    expect((await huda!.post(`/api/bookings/${placed.body._id}/reschedule`, { bookingDate: DAYS[1], bookingTime: '01:00 PM' })).status).toBe(200);
    await eventually(async () => {
      expect(await takenHash(dammam, DAYS[0]!)).toEqual({ 540: '0', 600: '0' });
      expect(await takenHash(dammam, DAYS[1]!)).toEqual({ 780: '1' });
    });
    expect(await free(dammam, DAYS[0]!)).toContain('09:00 AM:1');
    expect((await huda!.post(`/api/bookings/${placed.body._id}/cancel`)).status).toBe(200);
    await eventually(async () => expect(await free(dammam, DAYS[1]!)).toContain('01:00 PM:1'));

    const walkIn = { firstName: 'Nasser', lastName: 'A', email: 'nasser@example.com', phoneNumber: '0553330000', branchName: khobar, bookingDate: DAYS[0], bookingTime: '02:00 PM' };
    const reserved = await admin.post<{ _id: string }>('/api/managetimeslots/', walkIn);
    expect(reserved.status).toBe(201);
    await eventually(async () => expect(await free(khobar, DAYS[0]!)).toContain('02:00 PM:2'));
    // A moved reservation keeps its id, here onto the other day.
    expect((await admin.put(`/api/managetimeslots/${reserved.body._id}`, { ...walkIn, bookingDate: DAYS[1], bookingTime: '10:00 AM' })).status).toBe(200);
    await eventually(async () => {
      expect(await free(khobar, DAYS[0]!)).toContain('02:00 PM:3');
      expect(await free(khobar, DAYS[1]!)).toContain('10:00 AM:2');
    });
    expect(await redisCounts()).toEqual(await postgresCounts());
  });

  it('answers an address asked a moment ago with the answer kept for it: same status, headers and body, its own request id', async () => {
    // An address nobody asked yet (an empty minutes counts as absent): the route works its answer out.
    const url = `${base}${availabilityUrl(BRANCHES[1]!.name, DAYS[1]!)}&minutes=`;
    const ready = jest.spyOn(t.app.get(AvailabilityReader), 'readyAnswer');
    try {
      const worked = await fetch(url);
      expect(ready.mock.results.at(-1)?.value).toBeUndefined();
      let answers: Response[] = [];
      await eventually(async () => {
        answers = [await fetch(url)];
        expect(ready.mock.results.at(-1)?.value).toBeDefined();
      });
      const kept = answers[0]!;
      expect(kept.status).toBe(worked.status);
      const workedBody = await worked.text();
      expect(await kept.text()).toBe(workedBody);
      const headers = (answer: Response) => Object.fromEntries([...answer.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
      expect(headers(kept)).toEqual(headers(worked));
      expect(headers(kept)).toMatchObject({ 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' });
      expect(kept.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
      expect(kept.headers.get('x-request-id')).not.toBe(worked.headers.get('x-request-id'));
      // HEAD of the kept address: the same headers, no body (the client closes the connection after a HEAD).
      const head = await fetch(url, { method: 'HEAD' });
      const unlessConnection = ({ connection, 'keep-alive': keepAlive, ...rest }: Record<string, string>) => rest;
      expect(head.status).toBe(200);
      expect(unlessConnection(headers(head))).toEqual(unlessConnection(headers(worked)));
      expect(await head.text()).toBe('');
      // Another method on the kept address is the app's to answer (the address allows GET only), never the kept answer.
      const other = await fetch(url, { method: 'DELETE' });
      expect(other.status).toBe(405);
      expect(await other.text()).not.toBe(workedBody);
    } finally {
      ready.mockRestore();
    }
  });

  it('projects every event when concurrent transactions commit out of order', async () => {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
    const place = () => post(pick(customers), '/api/bookings/', booking(pick(BRANCHES).name, pick(DAYS), pick(SLOTS)));
    const first = await Promise.all(Array.from({ length: 120 }, place));
    expect(first.filter((a) => a.status === 201).length).toBeGreaterThan(10);
    const placedIds = first.filter((a) => a.status === 201).map((a) => a.body._id!);
    // Cancels race new bookings, so releases and reservations of one day interleave across transactions.
    const cancel = async (id: string): Promise<boolean> => {
      for (const customer of customers) if ((await post(customer, `/api/bookings/${id}/cancel`)).status === 200) return true;
      return false;
    };
    const [cancelled] = await Promise.all([Promise.all(placedIds.filter((_, i) => i % 2 === 0).map(cancel)), Promise.all(Array.from({ length: 60 }, place))]);
    expect(cancelled.filter(Boolean).length).toBeGreaterThan(5);
    await eventually(async () => expect(await redisCounts()).toEqual(await postgresCounts()), 20_000);
  }, 60_000);

  it('is rebuilt from the events after Redis lost it, and answers from PostgreSQL meanwhile', async () => {
    const views = async () => Promise.all(BRANCHES.flatMap((b) => DAYS.map((d) => free(b.name, d))));
    const before = await views();
    const countsBefore = await redisCounts();
    expect(countsBefore).toEqual(await postgresCounts());

    const lost = await redis.keys(`${t.config.REDIS_PREFIX}:avail*`);
    expect(lost.length).toBeGreaterThan(1);
    await redis.del(...lost);
    // Nothing announces a loss: the API's copies of the days run out after their maximum age (1 s).
    await sleep(1100);
    expect(await views()).toEqual(before);

    const result = await rebuildAvailability({ db: t.app.get(DataSource), redis, prefix: t.config.REDIS_PREFIX });
    expect(result.events).toBeGreaterThan(0);
    expect(result.days).toBeGreaterThanOrEqual(Object.keys(countsBefore).length);
    expect(decodeCheckpoint(await redis.get(keys().checkpoint))).toEqual(result.checkpoint);
    expect(await redisCounts()).toEqual(countsBefore);
    expect(await views()).toEqual(before);

    // The live projector carries on from the rebuild's checkpoint.
    const [huda] = customers;
    const placed = await huda!.post('/api/bookings/', booking(BRANCHES[1]!.name, STREAM_DAY, '09:00 AM'));
    expect(placed.status).toBe(201);
    await eventually(async () => expect(await redisCounts()).toEqual(await postgresCounts()));
  });

  it('runs in one worker at a time', async () => {
    expect(t.worker.get(AvailabilityProjector).isLeader).toBe(true);
    const standby = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: ['error'] });
    try {
      expect(standby.get(AvailabilityProjector).isLeader).toBe(false);
    } finally {
      await standby.close();
    }
  });
});

describe('the availability route without Redis', () => {
  it('answers from PostgreSQL when Redis is unreachable', async () => {
    const config = Object.assign(new AppConfig(), t.config, { REDIS_URL: 'redis://127.0.0.1:1' });
    // BullMQ reports its refused connections on the console: expected here, and only noise.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cut = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createFastifyAdapter(config), { logger: false });
    try {
      await configureApp(cut);
      await cut.init();
      await cut.getHttpAdapter().getInstance().ready();
      for (const { name } of BRANCHES) {
        for (const date of DAYS) {
          const started = Date.now();
          expect(await free(name, date, cut)).toEqual(await free(name, date));
          expect(Date.now() - started).toBeLessThan(2000);
        }
      }
    } finally {
      await cut.close();
      quiet.mockRestore();
    }
  });
});

describe('the live availability stream', () => {
  it('sends the free slots, then fresh ones after every change, over one Redis subscription', async () => {
    const [branch, date] = [BRANCHES[0]!.name, STREAM_DAY];
    const stream = await openStream(base, branch, date);
    const other = await openStream(base, BRANCHES[1]!.name, date);
    try {
      const initial = await stream.next();
      expect(initial).toEqual(await free(branch, date));
      expect(initial).toContain('11:00 AM:1');
      await other.next();
      const [channel, subscribers] = (await redis.pubsub('NUMSUB', keys().changes)) as [string, number];
      expect([channel, subscribers]).toEqual([keys().changes, 1]);

      expect((await customers[0]!.post('/api/bookings/', booking(branch, date, '11:00 AM'))).status).toBe(201);
      let update = await stream.next();
      while (update.includes('11:00 AM:1')) update = await stream.next();
      expect(update).toEqual(initial.map((slot) => (slot === '11:00 AM:1' ? '11:00 AM:0' : slot)));
    } finally {
      stream.close();
      other.close();
    }
  });

  it('refuses a client address more streams than MAX_STREAMS_PER_CLIENT with 429, and takes one again once one closes', async () => {
    const [branch, date] = [BRANCHES[0]!.name, STREAM_DAY];
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i++) streams.push(await openStream(base, branch, date));
      const address = `${base}/api/availability/stream?branch=${encodeURIComponent(branch)}&date=${date}`;
      const refused = await fetch(address, { signal: AbortSignal.timeout(5_000) });
      expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([429, API_MESSAGES.tooManyStreams.en]);
      const arabic = await fetch(address, { headers: { 'accept-language': 'ar' }, signal: AbortSignal.timeout(5_000) });
      expect(((await arabic.json()) as { message: string }).message).toBe(API_MESSAGES.tooManyStreams.ar);
      streams.pop()!.close();
      await eventually(async () => expect(openStreamsOf('127.0.0.1')).toBe(MAX_STREAMS_PER_CLIENT - 1));
      streams.push(await openStream(base, branch, date));
      expect(await streams.at(-1)!.next()).toEqual(await free(branch, date));
    } finally {
      streams.forEach((stream) => stream.close());
    }
    await eventually(async () => expect(openStreamsOf('127.0.0.1')).toBe(0));
  });

  it('refuses an unknown branch before streaming', async () => {
    const answer = await new Caller(t.app).get(`/api/availability/stream?branch=Nowhere&date=${DAYS[0]}`);
    expect(answer.status).toBe(400);
  });

  it("answers HEAD with the stream's headers and ends, instead of holding the connection open", async () => {
    const address = `${base}/api/availability/stream?branch=${encodeURIComponent(BRANCHES[0]!.name)}&date=${STREAM_DAY}`;
    const answer = await fetch(address, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${base}/api/availability/stream?branch=Nowhere&date=${STREAM_DAY}`, { method: 'HEAD', signal: AbortSignal.timeout(5_000) })).status).toBe(400);
  });
});
