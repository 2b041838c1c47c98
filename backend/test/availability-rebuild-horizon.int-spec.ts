import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { NewEvent, StreamAppend } from '../src/core/event-store/event-store.types.js';
import { plusDays, riyadhDate } from '../src/core/time/riyadh-time.js';
import { availabilityKeys, oldestLiveDate } from '../src/modules/booking/availability/availability.projection.js';
import { liveSlotDaysQuery } from '../src/modules/booking/availability/availability.rebuild-io.js';
import { rebuildAvailability, type RebuildScope } from '../src/modules/booking/availability/availability.rebuild.js';
import { slotDayStreamId, type SlotDayEvent } from '../src/modules/booking/slot-day/slot-day.decider.js';
import { meta, useEventStoreDatabase, waitFor } from './support/event-store-fixture.js';

/**
 * The horizon-only rebuild reads the streams of the days the projection keeps; the full one the whole
 * feed. On a store of past, present and future branch-days (bookings, cancels, reschedules and admin
 * moves across days, jobs of several slots, waitlist holds confirmed and lapsed) both must write
 * exactly the same Redis keys, values and expiries, and that must be what the events say.
 */
const t = useEventStoreDatabase();
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefixes = { horizon: `it-horizon-${t.run}`, full: `it-full-${t.run}` };
const NOW = new Date();
const TODAY = riyadhDate(NOW);
const BRANCHES = [randomUUID(), randomUUID(), randomUUID()];
/** Twenty days back (the projection keeps seven) through twenty-five ahead. */
const DATES = Array.from({ length: 46 }, (_, index) => plusDays(TODAY, index - 20));
const MINUTES = [480, 540, 600, 660, 720, 780];

/** A fixed seed: the same store on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

interface Held {
  branchId: string;
  date: string;
  reservationId: string;
  minutes: number[];
  source: 'booking' | 'admin' | 'hold';
}

/** Writes the store and returns what it says is held: reservation id -> where and which slots. */
async function writeStore(): Promise<Map<string, Held>> {
  const next = random(16);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const versions = new Map<string, number>();
  const held = new Map<string, Held>();
  const append = async (appends: { streamId: string; events: NewEvent[] }[]) => {
    const batch: StreamAppend[] = appends.map(({ streamId, events }) => ({ streamId, expectedVersion: versions.get(streamId) ?? 'no_stream', events }));
    await t.store.append(batch, meta, undefined, { inGivenOrder: true });
    for (const { streamId, events } of appends) versions.set(streamId, (versions.get(streamId) ?? 0) + events.length);
  };
  const reserved = (place: Held): SlotDayEvent => ({
    type: 'SlotReserved',
    data: {
      reservationId: place.reservationId,
      branchId: place.branchId,
      branchName: 'Branch',
      date: place.date,
      slotMinute: place.minutes[0]!,
      ...(place.minutes.length > 1 ? { slotMinutes: place.minutes } : {}),
      timeSlot: '08:00 AM',
      bookingId: place.source === 'booking' ? place.reservationId : null,
      source: place.source,
      waiting: false,
      contact: { firstName: 'Noura', lastName: 'A', email: 'noura@example.com', phoneNumber: '0551112222' },
    },
  });
  const released = (reservationId: string, reason: 'cancelled' | 'rescheduled' | 'moved' | 'lapsed'): SlotDayEvent => ({ type: 'SlotReleased', data: { reservationId, reason } });
  const slots = (place: Held) => slotDayStreamId(place.branchId, place.date);
  const newPlace = (source: Held['source'], reservationId: string = randomUUID()): Held => {
    const start = Math.floor(next() * (MINUTES.length - 2));
    return { branchId: pick(BRANCHES), date: pick(DATES), reservationId, minutes: MINUTES.slice(start, start + 1 + Math.floor(next() * 3)), source };
  };
  const ofSource = (source: Held['source']) => [...held.values()].filter((place) => place.source === source);

  for (let step = 0; step < 160; step++) {
    const roll = next();
    const bookings = ofSource('booking');
    if (roll < 0.4 || bookings.length === 0) {
      const place = newPlace('booking');
      await append([{ streamId: `booking-${place.reservationId}`, events: [{ type: 'BookingPlaced', data: { bookingId: place.reservationId } }] }, { streamId: slots(place), events: [reserved(place)] }]);
      held.set(place.reservationId, place);
    } else if (roll < 0.55) {
      const place = pick(bookings);
      await append([{ streamId: `booking-${place.reservationId}`, events: [{ type: 'BookingStatusChanged', data: { from: 'booked', to: 'cancelled', by: 'customer' } }] }, { streamId: slots(place), events: [released(place.reservationId, 'cancelled')] }]);
      held.delete(place.reservationId);
    } else if (roll < 0.7) {
      // A reschedule releases on the old day and reserves, under a new id, on another.
      const from = pick(bookings);
      const to = { ...newPlace('booking'), reservationId: randomUUID() };
      const sameDay = slots(from) === slots(to);
      await append([
        { streamId: `booking-${from.reservationId}`, events: [{ type: 'BookingRescheduled', data: { to: { reservationId: to.reservationId } } }] },
        ...(sameDay ? [{ streamId: slots(from), events: [released(from.reservationId, 'rescheduled'), reserved(to)] }] : [{ streamId: slots(from), events: [released(from.reservationId, 'rescheduled')] }, { streamId: slots(to), events: [reserved(to)] }]),
      ]);
      held.delete(from.reservationId);
      held.set(to.reservationId, to);
    } else if (roll < 0.8) {
      // An admin reservation, or a move of one to another day under the same id.
      const admins = ofSource('admin');
      if (admins.length === 0 || next() < 0.5) {
        const place = newPlace('admin');
        await append([{ streamId: slots(place), events: [reserved(place)] }]);
        held.set(place.reservationId, place);
      } else {
        const from = pick(admins);
        const to = newPlace('admin', from.reservationId);
        if (slots(from) === slots(to)) continue;
        await append([{ streamId: slots(from), events: [released(from.reservationId, 'moved')] }, { streamId: slots(to), events: [reserved(to)] }]);
        held.set(to.reservationId, to);
      }
    } else {
      // Holds: offered, then confirmed (the place stays, now a booking's) or lapsed (the place is free again).
      const holds = ofSource('hold');
      if (holds.length === 0 || next() < 0.5) {
        const place = newPlace('hold');
        await append([{ streamId: slots(place), events: [reserved(place), { type: 'SlotHeld', data: { holdId: place.reservationId, entryId: randomUUID() } }] }]);
        held.set(place.reservationId, place);
      } else {
        const hold = pick(holds);
        if (next() < 0.5) {
          await append([{ streamId: slots(hold), events: [{ type: 'HoldConfirmed', data: { holdId: hold.reservationId, entryId: randomUUID(), bookingId: randomUUID() } }] }]);
          held.set(hold.reservationId, { ...hold, source: 'admin' });
        } else {
          await append([{ streamId: slots(hold), events: [{ type: 'HoldLapsed', data: { holdId: hold.reservationId, entryId: randomUUID() } }, released(hold.reservationId, 'lapsed')] }]);
          held.delete(hold.reservationId);
        }
      }
    }
  }
  return held;
}

type Snapshot = Record<string, { dump: string; expireTime: number; fields: Record<string, string> }>;

/** Every key of a projection (the checkpoint apart) by its name after the prefix: its bytes, expiry and fields. */
async function snapshot(prefix: string): Promise<Snapshot> {
  const keys = availabilityKeys(prefix);
  const out: Snapshot = {};
  for (const pattern of keys.patterns) {
    for (const key of await redis.keys(pattern)) {
      if (key === keys.checkpoint) continue;
      out[key.slice(prefix.length)] = {
        dump: (await redis.dumpBuffer(key))!.toString('hex'),
        expireTime: Number(await redis.call('EXPIRETIME', key)),
        fields: await redis.hgetall(key),
      };
    }
  }
  return out;
}

async function rebuild(scope: RebuildScope) {
  return rebuildAvailability({ db: t.db, redis, prefix: prefixes[scope], scope, now: NOW });
}

let held: Map<string, Held>;
beforeAll(async () => {
  held = await writeStore();
  // The feed is read below the oldest transaction still open anywhere on the shared server: wait until
  // that is past this store's events, or both rebuilds would rightly leave the newest out.
  await waitFor(
    'the feed to settle past the store',
    async () => ((await t.db.query('SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot()) LIMIT 1')) as unknown[]).length === 0,
    50_000,
  );
}, 60_000);
afterAll(async () => {
  for (const prefix of Object.values(prefixes)) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.unlink(...keys);
  }
  redis.disconnect();
});

describe('the availability rebuild that reads only the live days', () => {
  it('writes exactly what the full rebuild writes, from fewer events, and hands over at the same checkpoint', async () => {
    const full = await rebuild('full');
    const horizon = await rebuild('horizon');
    const written = await snapshot(prefixes.full);
    expect(await snapshot(prefixes.horizon)).toEqual(written);
    expect(horizon.checkpoint).toEqual(full.checkpoint);
    const [last] = (await t.db.query('SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition" FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1')) as unknown[];
    expect(full.checkpoint).toEqual(last);
    expect(await redis.get(availabilityKeys(prefixes.horizon).checkpoint)).toBe(await redis.get(availabilityKeys(prefixes.full).checkpoint));
    expect(horizon.days).toBe(full.days);
    expect(horizon.events).toBeLessThan(full.events);

    // And it is what the store says: every live day's places and reservations, no day older than the retention.
    const liveFrom = oldestLiveDate(NOW);
    const expected: Record<string, Record<string, string>> = {};
    for (const place of held.values()) {
      if (place.date < liveFrom) continue;
      const day = `${place.branchId}:${place.date}`;
      const taken = (expected[`:avail:${day}`] ??= {});
      for (const minute of place.minutes) taken[minute] = String(Number(taken[minute] ?? 0) + 1);
      (expected[`:avail-res:${day}`] ??= {})[place.reservationId] = place.minutes.join(',');
    }
    expect(Object.fromEntries(Object.entries(written).map(([key, { fields }]) => [key, fields]))).toEqual(expected);
    const dates = Object.keys(written).map((key) => key.slice(-10));
    expect(dates.some((date) => date < TODAY)).toBe(true);
    expect(dates.some((date) => date > TODAY)).toBe(true);
    expect([...held.values()].some((place) => place.date < liveFrom)).toBe(true);
    expect([...held.values()].some((place) => place.date >= liveFrom && place.minutes.length > 1)).toBe(true);
    expect(Object.values(written).every(({ expireTime }) => expireTime > 0)).toBe(true);
  }, 60_000);

  it('finds the live days through the date index, not by reading the table', async () => {
    await t.db.transaction(async (tx) => {
      // The table is small here, so the planner would rightly read it whole: only whether the index serves the query is asked.
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = (await tx.query(`EXPLAIN ${liveSlotDaysQuery(oldestLiveDate(NOW))}`)) as { 'QUERY PLAN': string }[];
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('events_slot_day_date');
    });
  });
});
