import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source.js';
import { rebuildInlineReadModels } from '../src/core/event-store/inline-rebuild.js';
import { rebuildAvailability } from '../src/modules/booking/availability/availability.rebuild.js';
import { bookingListsModel } from '../src/modules/booking/projections/booking-lists.projection.js';
import { waitlistModel } from '../src/modules/booking/projections/waitlist.projection.js';
import { claimListModel } from '../src/modules/warranty/index.js';
import { benchAvailability } from './availability.bench.js';
import { failedRow, fmt, type Row } from './bench-measure.js';
import type { BenchStack } from './bench-stack.js';
import { benchBookings } from './bookings.bench.js';
import { fillHistory, HISTORY_BRANCHES, type History } from './history-fill.js';
import { benchProjectionLag } from './projection-lag.bench.js';

/** The empty-store rows of the same run the history rows are compared with. */
export interface EmptyStoreRows {
  availability?: Row[];
  bookings?: Row;
  lag?: Row;
}

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
 * The "history" variant: the store gets years of past events (history-fill.ts), then bookings/s,
 * availability reads/s and the projection lag are measured again and compared with the same run's
 * empty-store figures; then the availability rebuild that reads only the live days is timed, and the
 * PostgreSQL lists' full rebuild gives its rate. The API and the worker keep running throughout, as they
 * would in a store that grew while they ran.
 */
export async function benchHistory(stack: BenchStack, empty: EmptyStoreRows, events: number, progress: (line: string) => void): Promise<Row[]> {
  progress(`History: filling the store with ${fmt.int(events)} events`);
  let history: History;
  try {
    history = await fillHistory(stack, events);
  } catch (error) {
    return [failedRow('History fill', `≤ ${FILL_TARGET_S} s`, error)];
  }
  const size = await storeSize(stack);
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
  // A crowd member books the paced round: the paced customer's fixed pattern was taken in the first one.
  rows.push(...(await measure('Projection lag with history', 'p99 ≤ 50 ms', async () => [lagRow(await benchProjectionLag(stack, stack.crowd.at(-1)), empty.lag)])));
  rows.push(...(await measure('Availability reads/s with history', `ratio ≥ ${RATIO_TARGET}`, async () => [availabilityRow(await benchAvailability(stack, stack.branches[0]!, stack.dates[0]!), empty.availability)])));
  rows.push(...(await measure('Bookings/s with history', `ratio ≥ ${RATIO_TARGET}`, async () => [bookingsRow(await benchBookings(stack), empty.bookings)])));
  rows.push(...(await measure('Availability rebuild with history', `≤ ${REBUILD_TARGET_S} s`, async () => [await horizonRebuildRow(stack, size.events)])));
  rows.push(...(await measure('List rebuild with history', 'rate reported', async () => [await listRebuildRow(stack, size.events)])));
  return rows;
}

function availabilityRow(measured: Row[], empty: Row[] | undefined): Row {
  const [rate, latency] = measured;
  const withHistory = figure(rate?.product);
  const before = figure(empty?.[0]?.product);
  const ratio = withHistory / before;
  return {
    measure: 'Availability reads/s with history (100 connections, 8 s in 2 rounds)',
    product: `${fmt.int(withHistory)} req/s, p99 ${latency?.product ?? '?'}; ${rate?.ratio ?? '?'} of bare in its rounds`,
    baseline: `${fmt.int(before)} req/s on the empty store, p99 ${empty?.[1]?.product ?? '?'}; ${empty?.[0]?.ratio ?? '?'} of bare in its rounds`,
    ratio: fmt.ratio(ratio),
    target: `ratio ≥ ${RATIO_TARGET}`,
    pass: ratio >= RATIO_TARGET && Boolean(rate?.pass),
  };
}

function bookingsRow(measured: Row, empty: Row | undefined): Row {
  const withHistory = figure(measured.product);
  const before = figure(empty?.product);
  const ratio = withHistory / before;
  return {
    measure: 'Bookings/s with history, 25 branches (20 concurrent, 8 s in 2 rounds)',
    product: `${measured.product}; ${measured.ratio} of bare pg in its rounds (bare ${measured.baseline.split(',')[0]})`,
    baseline: `${empty?.product ?? '?'} on the empty store; ${empty?.ratio ?? '?'} of bare pg (bare ${empty?.baseline.split(',')[0] ?? '?'})`,
    ratio: fmt.ratio(ratio),
    target: `ratio ≥ ${RATIO_TARGET}`,
    pass: ratio >= RATIO_TARGET,
    note: measured.note,
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

/**
 * The leading figure of a row's product cell ("17,249 req/s", "349/s, p99 …"): the rows of the empty
 * store are measured by their own files, which print rather than return their figures.
 */
function figure(cell: string | undefined): number {
  const match = /\d[\d,]*(\.\d+)?/.exec(cell ?? '');
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}
