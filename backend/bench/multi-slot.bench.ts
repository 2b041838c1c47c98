import { coveredSlots } from '@dealer/contracts';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { booking as bookingBody } from '../test/support/booking-body.js';
import { benchBooking, shuffle, type BenchBooking } from './bench-events.js';
import { alternate, fmt, load, type Row } from './bench-measure.js';
import { settleWorker } from './bench-settle.js';
import { LONG_JOB_DATES, type BenchStack } from './bench-stack.js';
import { bareBooking, bookingRates } from './bookings.bench.js';

const CONCURRENCY = 20;
const ROUNDS = 2;
/** The grid's hour: the bench seeds hourly slots. */
const SLOT_LENGTH = 60;
/** The bench's branches close at 22:00 (seeded '10:00-PM'): a job must end by then. */
const CLOSING = 22 * 60;

/**
 * Row 2b: bookings of a 3-hour job (three slots each) racing on ONE branch-day, so every request
 * queues on that slot-day's lock, against bare pg doing the same transaction with the same three-slot
 * reservation on another day of the branch. A customer may hold one booking per time, so each side
 * books every (customer, start) pair once: 40 customers × 12 starts that end by closing, in rounds.
 */
export async function benchMultiSlot(stack: BenchStack): Promise<Row> {
  const { branch, service, minutes } = stack.longJobs;
  const starts = stack.slots.filter((slot) => slot.minute + minutes <= CLOSING);
  const pairs = (day: number) => shuffle(stack.crowd.flatMap((customer) => starts.map((slot) => ({ customer, slot, date: stack.dates[day]! }))));
  const productPairs = pairs(LONG_JOB_DATES.product);
  const baselinePairs = pairs(LONG_JOB_DATES.baseline);
  const perRound = Math.floor(productPairs.length / ROUNDS);
  const pool = new pg.Pool({ connectionString: stack.config.DATABASE_URL, max: CONCURRENCY });
  try {
    const rounds = await alternate(
      ROUNDS,
      async () => {
        await settleWorker(stack);
        const batch = productPairs.splice(0, perRound);
        return load({
          url: stack.baseUrl,
          connections: CONCURRENCY,
          amount: batch.length,
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              method: 'POST',
              path: '/api/bookings/',
              setupRequest: (request) => {
                const { customer, slot, date } = batch.pop()!;
                const body = JSON.stringify({ ...bookingBody(branch.name, date, slot.label), serviceDetails: [service] });
                return { ...request, headers: { ...request.headers, cookie: customer.cookie }, body };
              },
            },
          ],
        });
      },
      async () => {
        await settleWorker(stack);
        const batch = baselinePairs
          .splice(0, perRound)
          .map(({ customer, slot, date }) => benchBooking(branch, customer, date, slot.minute, { service, slotMinutes: coveredSlots(slot.minute, minutes, SLOT_LENGTH) }));
        return bareRun(pool, batch);
      },
    );
    const rates = bookingRates(rounds);
    return {
      measure: `Bookings/s of ${minutes}-minute jobs (3 slots) racing on one branch-day (${CONCURRENCY} concurrent, ${perRound * ROUNDS} in ${ROUNDS} rounds)`,
      product: rates.product,
      baseline: `${rates.baseline} (bare pg, same transaction and day lock, three slots)`,
      ratio: fmt.ratio(rates.ratio),
      target: 'ratio ≥ 0.5, all 201',
      pass: rates.ratio >= 0.5 && rates.booked === perRound * ROUNDS,
    };
  } finally {
    await pool.end();
  }
}

/** CONCURRENCY loops taking the batch's bookings until none is left. */
async function bareRun(pool: pg.Pool, batch: BenchBooking[]): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const loop = async () => {
    for (let booking = batch.pop(); booking; booking = batch.pop()) {
      const sent = performance.now();
      await bareBooking(pool, booking);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}
