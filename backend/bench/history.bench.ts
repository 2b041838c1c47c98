import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source.js';
import { rebuildInlineReadModels } from '../src/core/event-store/inline-rebuild.js';
import { rebuildAvailability } from '../src/modules/booking/availability/availability.rebuild.js';
import { bookingListsModel } from '../src/modules/booking/projections/booking-lists.projection.js';
import { waitlistModel } from '../src/modules/booking/projections/waitlist.projection.js';
import { claimListModel } from '../src/modules/warranty/index.js';
import { AVAILABILITY_LOAD, availabilityUrl, timed, warmUp } from './availability.bench.js';
import { CpuMeter, PRODUCT_PARTS } from './bench-cpu.js';
import { alternate, combine, failedRow, fmt, type Row } from './bench-measure.js';
import { settleWorker } from './bench-settle.js';
import type { BenchStack } from './bench-stack.js';
import { BOOKINGS_LOAD, bookedRate, productRound, warmUpApi } from './bookings.bench.js';
import { fillHistory, HISTORY_BRANCHES, type History } from './history-fill.js';
import { benchProjectionLag } from './projection-lag.bench.js';

const RATIO_TARGET = 0.9;
const TOO_MANY_CLIENTS = '53300';
const FILL_TARGET_S = 180;
const REBUILD_TARGET_S = 5;
/**
 * The lists' rebuild replays event by event and holds their writers back while it runs: over years of
 * history that is minutes, so the bench replays for this long, rolls back, and reports the rate.
 */
const LIST_TRIAL_S = 30;

/**
 * The "history" variant, on two new stacks (database, Redis prefix, API and worker each) that differ
 * only in that one store gets years of past events (history-fill.ts): their projection lag, then their
 * availability reads and bookings in alternating rounds, so both stores are compared on the same
 * machine in the same minutes. (Compared with figures taken minutes before, the history rows measured
 * the machine: after the fill it ran slower, the load generator's CPU per request doubling as the
 * API's did. Compared with the first rows' stack, they measured its customers, who by then held
 * hundreds of open bookings each, all read by every booking's limits check.) Then
 * the availability rebuild that reads only the live days is timed, and the PostgreSQL lists' full
 * rebuild gives its rate. The API and the worker keep running throughout, as they would in a store
 * that grew while they ran.
 */
export async function benchHistory(empty: BenchStack, aged: BenchStack, events: number, progress: (line: string) => void): Promise<Row[]> {
  // Both new stacks' APIs get warm the same way, and their feed subscriptions pass events of their own:
  // the history then takes the transaction ids below them (history-fill.ts), as years the worker went
  // through long ago.
  for (const stack of [empty, aged]) {
    await warmUpApi(stack);
    await settleWorker(stack);
  }
  progress(`History: filling the store with ${fmt.int(events)} events`);
  let history: History;
  try {
    history = await fillHistory(aged, events);
  } catch (error) {
    return [failedRow('History fill', `≤ ${FILL_TARGET_S} s`, error)];
  }
  const size = await storeSize(aged);
  const rows: Row[] = [
    {
      measure: `History: ${fmt.int(history.events)} events written for it (${fmt.int(history.bookings)} past bookings, ${HISTORY_BRANCHES} branches, ${history.from} to ${history.to}); store ${fmt.int(size.events)} events`,
      product: `${history.seconds.toFixed(0)} s (${fmt.int(history.events / history.seconds)} events/s, vacuum, analyse and checkpoint included)`,
      baseline: `events table ${size.table}, its indexes ${size.indexes}`,
      ratio: '–',
      target: `≤ ${FILL_TARGET_S} s`,
      pass: history.seconds <= FILL_TARGET_S,
    },
  ];
  const measure = async (name: string, target: string, run: () => Promise<Row[]>): Promise<Row[]> => {
    progress(`History: ${name}`);
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        // The PostgreSQL server is shared: other work may hold every connection for a moment.
        if (attempt < 3 && (error as { code?: string }).code === TOO_MANY_CLIENTS) {
          progress(`History: ${name}: the server had no connection to spare; again in 10 s`);
          await sleep(10_000);
          continue;
        }
        console.error(`${name} failed:`, error);
        return [failedRow(name, target, error)];
      }
    }
  };
  // The paced round also fills the branch-day the availability reads ask for, on each stack.
  const lagOfEmpty = await benchProjectionLag(empty);
  rows.push(...(await measure('Projection lag with history', 'p99 ≤ 50 ms', async () => [lagRow(await benchProjectionLag(aged), lagOfEmpty)])));
  rows.push(...(await measure('Availability reads/s with history', `ratio ≥ ${RATIO_TARGET}`, () => availabilityRows(empty, aged))));
  rows.push(...(await measure('Bookings/s with history', `ratio ≥ ${RATIO_TARGET}`, async () => [await bookingsRow(empty, aged)])));
  rows.push(...(await measure('Availability rebuild with history', `≤ ${REBUILD_TARGET_S} s`, async () => [await horizonRebuildRow(aged, size.events)])));
  rows.push(...(await measure('List rebuild with history', 'rate reported', async () => [await listRebuildRow(aged, size.events)])));
  return rows;
}

/** One branch-day's availability through both APIs in alternating rounds: with history against without. */
async function availabilityRows(empty: BenchStack, aged: BenchStack): Promise<Row[]> {
  const emptyUrl = await availabilityUrl(empty, empty.branches[0]!, empty.dates[0]!);
  const agedUrl = await availabilityUrl(aged, aged.branches[0]!, aged.dates[0]!);
  await warmUp(emptyUrl);
  await warmUp(agedUrl);
  const rounds = await alternate(AVAILABILITY_LOAD.rounds, () => timed(agedUrl), () => timed(emptyUrl));
  const withHistory = combine(rounds.product);
  const without = combine(rounds.baseline);
  const ratio = withHistory.requestsPerSecond / without.requestsPerSecond;
  const errors = withHistory.non2xx + withHistory.failures;
  return [
    {
      measure: `Availability reads/s with history (${AVAILABILITY_LOAD.label}, alternating with the empty store)`,
      product: `${fmt.int(withHistory.requestsPerSecond)} req/s, p99 ${fmt.ms(withHistory.p99)} (p50 ${fmt.ms(withHistory.p50)})${errors > 0 ? ` (${errors} not 200)` : ''}`,
      baseline: `${fmt.int(without.requestsPerSecond)} req/s, p99 ${fmt.ms(without.p99)} (p50 ${fmt.ms(without.p50)}) on the empty store`,
      ratio: fmt.ratio(ratio),
      target: `ratio ≥ ${RATIO_TARGET}, p99 ≤ 10 ms`,
      pass: ratio >= RATIO_TARGET && withHistory.p99 <= 10 && errors === 0,
    },
  ];
}

/** Bookings through both APIs in alternating rounds, each round started and ended with its worker idle. */
async function bookingsRow(empty: BenchStack, aged: BenchStack): Promise<Row> {
  const cpu = new CpuMeter();
  const rounds = await alternate(BOOKINGS_LOAD.rounds, () => productRound(aged, cpu, 'with history'), () => productRound(empty, cpu, 'empty store'));
  const withHistory = bookedRate(rounds.product);
  const without = bookedRate(rounds.baseline);
  const ratio = withHistory.rate / without.rate;
  return {
    measure: `Bookings/s with history, 25 branches (${BOOKINGS_LOAD.label}, alternating with the empty store)`,
    product: withHistory.text,
    baseline: `${without.text} on the empty store`,
    ratio: fmt.ratio(ratio),
    target: `ratio ≥ ${RATIO_TARGET}`,
    pass: ratio >= RATIO_TARGET,
    note: cpu.perBooking([
      { side: 'with history', booked: withHistory.booked, parts: PRODUCT_PARTS },
      { side: 'empty store', booked: without.booked, parts: PRODUCT_PARTS },
    ]),
  };
}

function lagRow(measured: Row, empty: Row | undefined): Row {
  return { ...measured, measure: measured.measure.replace('Projection lag', 'Projection lag with history'), baseline: `${empty?.product ?? '?'} on the empty store` };
}

async function horizonRebuildRow(stack: BenchStack, storeEvents: number): Promise<Row> {
  const db = benchDataSource(stack);
  await db.initialize();
  try {
    const rebuilt = await rebuildAvailability({ db, redis: stack.redis, prefix: stack.config.REDIS_PREFIX, scope: 'horizon' });
    return {
      measure: `Availability rebuild, live days only, over a store of ${fmt.int(storeEvents)} events`,
      product: `${rebuilt.seconds.toFixed(2)} s (${fmt.int(rebuilt.events)} events of ${fmt.int(rebuilt.days)} branch-days read)`,
      baseline: '–',
      ratio: '–',
      target: `≤ ${REBUILD_TARGET_S} s`,
      pass: rebuilt.seconds <= REBUILD_TARGET_S,
    };
  } finally {
    await db.destroy();
  }
}

/** The PostgreSQL lists are still rebuilt from the whole feed, as `npm run projections:rebuild` does. */
async function listRebuildRow(stack: BenchStack, storeEvents: number): Promise<Row> {
  const db = benchDataSource(stack);
  await db.initialize();
  try {
    const rebuilt = await rebuildInlineReadModels(db, [bookingListsModel, waitlistModel, claimListModel], { trialSeconds: LIST_TRIAL_S });
    const extent = rebuilt.complete ? `all ${fmt.int(rebuilt.events)} events` : `the first ${fmt.int(rebuilt.events)} of ${fmt.int(storeEvents)} events`;
    return {
      measure: `Rebuild of the PostgreSQL lists (bookings, reservations, waitlist, claims) from the whole feed: a trial of ${LIST_TRIAL_S} s at most, rolled back`,
      product: `${fmt.int(rebuilt.events / rebuilt.seconds)} events/s (${extent} in ${rebuilt.seconds.toFixed(0)} s; the whole store would take ${fmt.int(storeEvents / (rebuilt.events / rebuilt.seconds))} s)`,
      baseline: '–',
      ratio: '–',
      target: 'rate reported',
      pass: true,
    };
  } finally {
    await db.destroy();
  }
}

function benchDataSource(stack: BenchStack): DataSource {
  return new DataSource({ ...dataSourceOptions(stack.config.DATABASE_URL), extra: { max: 3 } });
}

async function storeSize(stack: BenchStack): Promise<{ events: number; table: string; indexes: string }> {
  const { rows } = await stack.db.query<{ events: string; table: string; indexes: string }>(
    `SELECT (SELECT count(*) FROM events)::text AS events, pg_size_pretty(pg_table_size('events')) AS table,
            pg_size_pretty(pg_indexes_size('events')) AS indexes`,
  );
  return { events: Number(rows[0]!.events), table: rows[0]!.table, indexes: rows[0]!.indexes };
}
