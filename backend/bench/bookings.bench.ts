import { OPEN_BOOKING_STATUSES } from '@dealer/contracts';
import type autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { EVENTS_CHANNEL } from '../src/core/event-store/event-store.js';
import { bookingStreamId } from '../src/modules/booking/booking/booking.decider.js';
import { customerLockKey } from '../src/modules/booking/shared/streams.js';
import { slotDayStreamId } from '../src/modules/booking/slot-day/slot-day.decider.js';
import { riyadhDate } from '../src/core/time/riyadh-time.js';
import { BARE_PARTS, CpuMeter, PRODUCT_PARTS } from './bench-cpu.js';
import { settleWorker } from './bench-settle.js';
import { booking as bookingBody } from '../test/support/booking-body.js';
import { benchBooking, pick, placedEvents, type BenchBooking } from './bench-events.js';
import { alternate, combine, fmt, load, percentile, type LoadResult, type Row } from './bench-measure.js';
import type { BenchStack } from './bench-stack.js';

/** The API's pool holds 20 connections; the baseline gets as many, and as many requests in flight. */
const CONCURRENCY = 20;
/** Timed seconds per side, split into rounds that alternate with the baseline. */
const SECONDS = 8;
const ROUNDS = 2;
const WARM_UP_SECONDS = 2;

/** The row's rounds and its load as the measure names it; the history rows run the same load. */
export const BOOKINGS_LOAD = { rounds: ROUNDS, label: `${CONCURRENCY} concurrent, ${SECONDS} s in ${ROUNDS} rounds` };

/**
 * Row 2: POST /api/bookings/ on a random branch, date and slot per request, against bare pg doing the
 * same two-stream append in one transaction. Capacities (50 bays) leave nearly every request bookable,
 * so the row measures the write path, not refusals.
 */
export async function benchBookings(stack: BenchStack): Promise<Row> {
  const pool = new pg.Pool({ connectionString: stack.config.DATABASE_URL, max: CONCURRENCY });
  try {
    // Not counted: the API is warm already; the baseline's pool and the freshly touched pages settle.
    await load({ ...bookingLoad(stack), duration: WARM_UP_SECONDS });
    await bareRun(pool, stack, WARM_UP_SECONDS);
    // Every round starts with the worker idle, so no round pays for the mails of the one before; the
    // worker's CPU is counted until it is idle again, so each side pays for its own mails.
    const cpu = new CpuMeter();
    const rounds = await alternate(
      ROUNDS,
      () => productRound(stack, cpu, 'product'),
      () => countedRound(stack, cpu, 'baseline', () => bareRun(pool, stack, SECONDS / ROUNDS)),
    );
    const rates = bookingRates(rounds);
    return {
      measure: `Bookings/s, 25 branches (${BOOKINGS_LOAD.label})`,
      product: rates.product,
      baseline: `${rates.baseline} (bare pg, same transaction)`,
      ratio: fmt.ratio(rates.ratio),
      target: 'ratio ≥ 0.7',
      pass: rates.ratio >= 0.7,
      note: cpu.perBooking([
        { side: 'product', booked: rates.booked, parts: PRODUCT_PARTS },
        { side: 'baseline', booked: rates.bareBooked, parts: BARE_PARTS },
      ]),
    };
  } finally {
    await pool.end();
  }
}

/**
 * One timed round of bookings through a stack's API, started with its worker idle and counted (CPU
 * included) until the worker is idle again, so the round pays for its own mails and projection.
 */
export function productRound(stack: BenchStack, cpu: CpuMeter, side: string): Promise<LoadResult> {
  return countedRound(stack, cpu, side, () => load({ ...bookingLoad(stack), duration: SECONDS / ROUNDS }));
}

/** A round of either side, from an idle worker to an idle worker, its CPU counted for `side`. */
async function countedRound<T>(stack: BenchStack, cpu: CpuMeter, side: string, round: () => Promise<T>): Promise<T> {
  await settleWorker(stack);
  return cpu.measure(side, stack, async () => {
    const result = await round();
    await settleWorker(stack);
    return result;
  });
}

/** Booked per second and p99 of both sides of a bookings row, as the table prints them; only 201s count. */
export function bookingRates(rounds: { product: LoadResult[]; baseline: { latencies: number[]; seconds: number }[] }) {
  const product = bookedRate(rounds.product);
  const bareLatencies = rounds.baseline.flatMap((round) => round.latencies);
  const bareRate = bareLatencies.length / rounds.baseline.reduce((sum, round) => sum + round.seconds, 0);
  return {
    booked: product.booked,
    bareBooked: bareLatencies.length,
    ratio: product.rate / bareRate,
    product: product.text,
    baseline: `${fmt.int(bareRate)}/s, p99 ${fmt.ms(percentile(bareLatencies, 99))}`,
  };
}

/** Booked per second over a side's rounds through the API, as the table prints it; only 201s count. */
export function bookedRate(rounds: LoadResult[]): { booked: number; rate: number; text: string } {
  const answered = combine(rounds);
  const booked = answered.statusCounts.get(201) ?? 0;
  const rate = booked / answered.seconds;
  const notBooked = [
    ...[...answered.statusCounts].filter(([status]) => status !== 201).map(([status, count]) => `${count}×${status}`),
    ...(answered.failures > 0 ? [`${answered.failures} no answer`] : []),
  ];
  return { booked, rate, text: `${fmt.int(rate)}/s, p99 ${fmt.ms(answered.p99)} (${fmt.int(booked)}×201${notBooked.length > 0 ? `, ${notBooked.join(', ')}` : ', 0 non-2xx'})` };
}

/**
 * Opens the API's database pool and gets its booking path compiled, so the first row measured (the
 * race) is not measured cold. A fixed amount keeps the mail backlog it leaves the worker small.
 */
export async function warmUpApi(stack: BenchStack): Promise<void> {
  await load({ ...bookingLoad(stack), amount: 100 });
  await sleep(1000);
}

/** Each request from a customer of the crowd, at a random branch and a time that customer does not hold yet. */
function bookingLoad(stack: BenchStack): autocannon.Options {
  const randomRequest = () => {
    const customer = pick(stack.crowd);
    const { date, slot } = customer.nextTime();
    return { cookie: customer.cookie, body: JSON.stringify(bookingBody(pick(stack.branches).name, date, slot.label)) };
  };
  return {
    url: stack.baseUrl,
    connections: CONCURRENCY,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/bookings/',
        setupRequest: (request) => {
          const { cookie, body } = randomRequest();
          return { ...request, headers: { ...request.headers, cookie }, body };
        },
      },
    ],
  };
}

/** CONCURRENCY loops booking back to back until the time is up. */
async function bareRun(pool: pg.Pool, stack: BenchStack, seconds: number): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const branch = pick(stack.branches);
      const customer = pick(stack.crowd);
      const { date, slot } = customer.nextTime();
      const booking = benchBooking(branch, customer, date, slot.minute);
      const sent = performance.now();
      await bareBooking(pool, booking);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/**
 * What the product's transaction does, minus the framework: the customer's and the slot-day's advisory locks, the
 * streams' versions, both events in one insert, the feed's NOTIFY and the two inline read-model rows.
 */
export async function bareBooking(pool: pg.Pool, b: BenchBooking): Promise<void> {
  const { booking, slot } = placedEvents(b);
  const bookingStream = bookingStreamId(b.bookingId);
  const slotStream = slotDayStreamId(b.branchId, b.date);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // The customer's lock and open bookings, which the per-customer limits are checked on.
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [customerLockKey(b.customer.id)]);
    await client.query(
      `SELECT id, booking_date::text, slot_minute FROM booking_list WHERE customer_id = $1 AND booking_date >= $2 AND status = ANY($3)`,
      [b.customer.id, riyadhDate(new Date()), OPEN_BOOKING_STATUSES],
    );
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [slotStream]);
    const versions = await client.query<{ stream_id: string; version: number }>(
      'SELECT stream_id, max(stream_version) AS version FROM events WHERE stream_id = ANY($1::text[]) GROUP BY stream_id',
      [[bookingStream, slotStream]],
    );
    if (versions.rows.some((row) => row.stream_id === bookingStream)) throw new Error(`${bookingStream} exists`);
    const slotVersion = versions.rows.find((row) => row.stream_id === slotStream)?.version ?? 0;
    const metadata = JSON.stringify({ actorId: b.customer.id, actorRole: 'customer', correlationId: b.bookingId });
    const inserted = await client.query<{ recorded_at: Date }>(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[]) RETURNING recorded_at`,
      [[bookingStream, slotStream], [1, slotVersion + 1], [booking.type, slot.type], [JSON.stringify(booking.data), JSON.stringify(slot.data)], [metadata, metadata]],
    );
    await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, '']);
    const at = inserted.rows[0]!.recorded_at;
    const d = booking.data;
    await client.query(
      `INSERT INTO booking_list (id, customer_id, email, first_name, last_name, phone_number, vehicle_type, model, transmission,
         waiting_status, service_details, branch_id, branch_name, booking_date, booking_time, slot_minute, reservation_id, offer,
         is_listed, status, created_at, updated_at, duration_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'booked', $20, $20, $21)`,
      [d.bookingId, d.customerId, d.email, d.firstName, d.lastName, d.phoneNumber, d.vehicleType, d.model, d.transmission, d.waitingStatus,
        d.serviceDetails, d.branchId, d.branchName, d.bookingDate, d.bookingTime, d.slotMinute, d.reservationId, d.offer, d.isListed, at, d.durationMinutes],
    );
    const s = slot.data;
    await client.query(
      `INSERT INTO reservation_list (id, branch_id, branch_name, booking_date, slot_minute, time_slot, source, booking_id,
         first_name, last_name, email, phone_number, created_at, slot_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [s.reservationId, s.branchId, s.branchName, s.date, s.slotMinute, s.timeSlot, s.source, s.bookingId,
        s.contact.firstName, s.contact.lastName, s.contact.email, s.contact.phoneNumber, at, s.slotMinutes ?? [s.slotMinute]],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
