import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isOpenBooking } from '@dealer/contracts';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS } from '../src/core/event-store/event-store.js';
import type { StoredEvent } from '../src/core/event-store/event-store.types.js';
import { foldEvents } from '../src/core/event-store/stream-loader.js';
import { bookingIdOf, evolveBooking, initialBooking, type BookingState } from '../src/modules/booking/booking/booking.decider.js';
import { evolveSlotDay, initialSlotDay, reservationsAt, slotDayOf, type SlotDayState } from '../src/modules/booking/slot-day/slot-day.decider.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, SLOTS, workingDate } from './support/booking-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
let cookies: string[];

const BRANCHES = [
  { name: 'Race - One Bay', capacity: 1 },
  { name: 'Race - Two Bays', capacity: 2 },
  { name: 'Race - Three Bays', capacity: 3 },
];
const DAYS = [workingDate(2), workingDate(4)];

beforeAll(async () => {
  // Four customers race thousands of requests from one address: the engine is under test here, the
  // per-customer limits and rate limits in limits.int-spec.
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '10000', BOOKINGS_PER_HOUR: '100000' } });
  const admin = await adminCaller(t);
  await seedBranches(admin, BRANCHES);
  cookies = [];
  for (const name of ['ahmed', 'fatima', 'yousef', 'noura']) cookies.push((await customerCaller(t, `${name}@example.com`)).cookie!);
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A real HTTP request over a socket, as a browser makes it. */
async function call(cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: { _id?: string; message?: string } }> {
  const response = await fetch(`${base}${path}`, {
    method,
    // Customers switch the site's language now and then, and each switch moves their mail language
    // (an account write) in the same transaction as the booking.
    headers: { cookie, 'accept-language': Math.random() < 0.5 ? 'en' : 'ar', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { _id?: string; message?: string } };
}

/**
 * Every committed event, in the feed's order. Not through the feed (readAll): it holds back events behind
 * the oldest transaction still running anywhere on the PostgreSQL server, and other test files run beside
 * this one, so the feed's last page can stop short of the latest acknowledged changes.
 */
async function allEvents(): Promise<StoredEvent[]> {
  return (await t.app.get(DataSource).query(`SELECT ${EVENT_COLUMNS} FROM events ORDER BY transaction_id, global_position`)) as StoredEvent[];
}

describe('no double booking, whatever the concurrency', () => {
  it('lets exactly one of 200 simultaneous bookings of a one-bay slot through', async () => {
    const body = booking('Race - One Bay', DAYS[0]!, '09:00 AM');
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call(cookies[i % cookies.length]!, 'POST', '/api/bookings/', body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
  }, 60_000);

  it('keeps every slot within capacity and every acknowledged change through 2 000 random operations', async () => {
    const acknowledged = new Map<string, 'open' | 'cancelled'>();
    const statuses = new Map<number, number>();
    const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
    const owners = new Map<string, string>();

    const operation = async (): Promise<void> => {
      const cookie = pick(cookies);
      const mine = [...acknowledged].filter(([id, state]) => state === 'open' && owners.get(id) === cookie).map(([id]) => id);
      const roll = Math.random();
      let answer;
      if (roll < 0.5 || mine.length === 0) {
        answer = await call(cookie, 'POST', '/api/bookings/', booking(pick(BRANCHES).name, pick(DAYS), pick(SLOTS)));
        if (answer.status === 201) {
          acknowledged.set(answer.body._id!, 'open');
          owners.set(answer.body._id!, cookie);
        }
      } else if (roll < 0.75) {
        const id = pick(mine);
        answer = await call(cookie, 'POST', `/api/bookings/${id}/cancel`);
        if (answer.status === 200) acknowledged.set(id, 'cancelled');
      } else {
        answer = await call(cookie, 'POST', `/api/bookings/${pick(mine)}/reschedule`, { bookingDate: pick(DAYS), bookingTime: pick(SLOTS) });
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    };

    let started = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (started < 2000) {
          started++;
          await operation();
        }
      }),
    );
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(201)).toBeGreaterThan(20);

    // Replay the whole history: at no point was a slot over capacity, and every acknowledged booking is there.
    const capacity = new Map<string, number>();
    const events = await allEvents();
    const days = new Map<string, SlotDayState>();
    const bookings = new Map<string, BookingState>();
    for (const event of events) {
      const bookingId = bookingIdOf(event.streamId);
      if (slotDayOf(event.streamId)) {
        const state = foldEvents([event], evolveSlotDay, days.get(event.streamId) ?? initialSlotDay);
        days.set(event.streamId, state);
        if (event.type === 'SlotReserved') {
          const data = event.data as { branchName: string; slotMinute: number };
          const limit = capacity.get(data.branchName) ?? BRANCHES.find((b) => b.name === data.branchName)!.capacity;
          capacity.set(data.branchName, limit);
          expect(reservationsAt(state, data.slotMinute).length).toBeLessThanOrEqual(limit);
        }
      } else if (bookingId) {
        bookings.set(bookingId, foldEvents([event], evolveBooking, bookings.get(bookingId) ?? initialBooking));
      }
    }
    for (const [id, state] of acknowledged) {
      const booked = bookings.get(id);
      expect(booked?.status).toBeDefined();
      if (state === 'cancelled') expect(booked!.status).toBe('cancelled');
    }
    // Every open booking holds exactly its one reservation; no reservation points to a closed booking.
    const held = new Map<string, number>();
    for (const day of days.values()) {
      for (const [reservationId, reservation] of Object.entries(day.reservations)) {
        if (reservation.bookingId) {
          expect(isOpenBooking(bookings.get(reservation.bookingId)!.status)).toBe(true);
          held.set(reservation.bookingId, (held.get(reservation.bookingId) ?? 0) + 1);
          const booked = bookings.get(reservation.bookingId)!;
          if (booked.status !== 'none') expect(booked.slot.reservationId).toBe(reservationId);
        }
      }
    }
    for (const [id, state] of bookings) if (isOpenBooking(state.status)) expect(held.get(id)).toBe(1);
  }, 120_000);
});
