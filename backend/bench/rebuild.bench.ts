import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { START, type NewEvent } from '../src/core/event-store/event-store.types.js';
import { dataSourceOptions } from '../src/core/database/data-source.js';
import { bookingStreamId } from '../src/modules/booking/booking/booking.decider.js';
import { rebuildAvailability } from '../src/modules/booking/availability/availability.rebuild.js';
import { slotDayStreamId } from '../src/modules/booking/slot-day/slot-day.decider.js';
import { cancelledEvents, pick, placedEvents } from './bench-events.js';
import { fmt, type Row } from './bench-measure.js';
import type { BenchStack } from './bench-stack.js';

/** 80 000 bookings and 20 000 cancellations, two events each. */
const BOOKINGS = 80_000;
const CANCEL_EVERY = 4;
const INSERT_BATCH = 5_000;
const READ_BATCH = 10_000;

interface HistoryRow {
  streamId: string;
  version: number;
  event: NewEvent;
}

/**
 * Row 5: a large history written straight into the events table, then rebuildAvailability over the whole
 * feed (the years of the history variant too, when it ran); the baseline only pages through the same events with bare pg in the feed's order, the floor any
 * rebuild pays. Runs with the API and worker stopped, as an operator runs `projections:rebuild`.
 */
export async function benchRebuild(stack: BenchStack): Promise<Row> {
  const written = await writeHistory(stack);
  const db = new DataSource({ ...dataSourceOptions(stack.config.DATABASE_URL), extra: { max: 3 } });
  await db.initialize();
  try {
    // Not counted: brings the table into PostgreSQL's cache for both runs alike.
    await bareRead(stack);
    const rebuilt = await rebuildAvailability({ db, redis: stack.redis, prefix: stack.config.REDIS_PREFIX, scope: 'full', batchSize: READ_BATCH });
    const bare = await bareRead(stack);
    const ratio = rebuilt.eventsPerSecond / bare.perSecond;
    return {
      measure: `Rebuild of the availability projection from the whole feed (${fmt.int(rebuilt.events)} events, ${fmt.int(written)} inserted for it)`,
      product: `${fmt.int(rebuilt.eventsPerSecond)} events/s (${rebuilt.seconds.toFixed(1)} s, ${fmt.int(rebuilt.days)} branch-days)`,
      baseline: `${fmt.int(bare.perSecond)} events/s (bare pg read of the feed)`,
      ratio: fmt.ratio(ratio),
      target: '≥ 50 000 events/s',
      pass: rebuilt.eventsPerSecond >= 50_000,
    };
  } finally {
    await db.destroy();
  }
}

/**
 * Bookings spread over fresh branch ids (so no stream meets the run's earlier ones) and the bookable
 * dates (so the rebuild keeps them rather than skipping them as expired), a quarter cancelled later.
 */
async function writeHistory(stack: BenchStack): Promise<number> {
  const branches = stack.branches.map((branch) => ({ id: randomUUID(), name: `${branch.name} (history)` }));
  const slotVersions = new Map<string, number>();
  const placed: { bookingId: string; slotStream: string }[] = [];
  const rows: HistoryRow[] = [];
  const nextVersion = (streamId: string) => {
    const version = (slotVersions.get(streamId) ?? 0) + 1;
    slotVersions.set(streamId, version);
    return version;
  };
  for (let index = 0; index < BOOKINGS; index++) {
    const branch = pick(branches);
    const date = pick(stack.dates);
    const bookingId = randomUUID();
    const slotStream = slotDayStreamId(branch.id, date);
    const { booking, slot } = placedEvents({ bookingId, branchId: branch.id, branchName: branch.name, date, slotMinute: pick(stack.slots).minute, customer: stack.customer });
    rows.push({ streamId: bookingStreamId(bookingId), version: 1, event: booking }, { streamId: slotStream, version: nextVersion(slotStream), event: slot });
    placed.push({ bookingId, slotStream });
    // Cancel the booking made two before (each one at most once), so releases interleave with reservations.
    if (index % CANCEL_EVERY === CANCEL_EVERY - 1) {
      const victim = placed[index - 2]!;
      const cancel = cancelledEvents(victim.bookingId);
      rows.push({ streamId: bookingStreamId(victim.bookingId), version: 2, event: cancel.booking }, { streamId: victim.slotStream, version: nextVersion(victim.slotStream), event: cancel.slot });
    }
  }
  const metadata = JSON.stringify({ actorId: stack.customer.id, actorRole: 'customer' });
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH);
    await stack.db.query(
      `INSERT INTO events (stream_id, stream_version, type, data, metadata)
       SELECT s, v, t, d, $5::jsonb FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[]) AS r(s, v, t, d)`,
      [batch.map((row) => row.streamId), batch.map((row) => row.version), batch.map((row) => row.event.type), batch.map((row) => JSON.stringify(row.event.data)), metadata],
    );
  }
  return rows.length;
}

/** Pages through every event in feed order, the way readAll does, and decodes the rows; nothing more. */
async function bareRead(stack: BenchStack): Promise<{ perSecond: number }> {
  const client = await stack.db.connect();
  try {
    const started = performance.now();
    let after = START;
    let events = 0;
    for (;;) {
      const { rows } = await client.query<{ transactionId: string; globalPosition: string }>(
        `SELECT global_position::text AS "globalPosition", transaction_id::text AS "transactionId", stream_id AS "streamId",
                stream_version AS "streamVersion", type, data, metadata, recorded_at AS "recordedAt"
           FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          ORDER BY transaction_id, global_position LIMIT $3`,
        [after.transactionId, after.globalPosition, READ_BATCH],
      );
      events += rows.length;
      const last = rows.at(-1);
      if (last) after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      if (rows.length < READ_BATCH) break;
    }
    return { perSecond: events / ((performance.now() - started) / 1000) };
  } finally {
    client.release();
  }
}
