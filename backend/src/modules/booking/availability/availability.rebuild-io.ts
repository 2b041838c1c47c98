import type { ChainableCommander, Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { START, type Checkpoint } from '../../../core/event-store/event-store.types.js';
import { plusDays, riyadhInstant } from '../../../core/time/riyadh-time.js';
import { encodeMinutes, RETENTION_DAYS, type AvailabilityKeys, type SlotEventRow, type SlotDay } from './availability.projection.js';

/** One branch-day as the rebuild folded it: its final counts and reservations, written once. */
export interface RebuiltDay {
  day: SlotDay;
  taken: Map<number, number>;
  reservations: Map<string, readonly number[]>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WRITE_DAYS = 500;

/**
 * Reads, in feed order, the reservations and releases of every slot-day stream dated `liveFrom` or
 * later, and returns the feed's head they were read at. One REPEATABLE READ snapshot for both: the head
 * is the last event below the snapshot's xmin (as the feed reads), the same bound limits the streams,
 * so the live projector carrying on from the head misses nothing and repeats nothing. The streams are
 * found by the date index (migration SlotDayDates), whose expression the query repeats.
 */
export async function readLiveSlotDays(db: DataSource, liveFrom: string, batchSize: number, handle: (events: SlotEventRow[]) => void): Promise<Checkpoint> {
  const query = liveSlotDaysQuery(liveFrom);
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      // Every row of the cursor is read: planned for a fast first row, it walked the feed's index in
      // order through years of events rather than sorting the few the date index finds.
      await runner.query('SET LOCAL cursor_tuple_fraction = 1');
      const [head] = (await runner.query(
        `SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition" FROM events
          WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      )) as Checkpoint[];
      await runner.query(`DECLARE live_slot_days NO SCROLL CURSOR FOR ${query}`);
      for (;;) {
        const rows = (await runner.query(`FETCH ${Math.max(1, Math.floor(batchSize))} FROM live_slot_days`)) as SlotEventRow[];
        if (rows.length === 0) break;
        handle(rows);
      }
      await runner.query('COMMIT');
      return head ?? START;
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await runner.release();
  }
}

/**
 * The reservations and releases of the slot-day streams dated `liveFrom` or later, in feed order, below
 * the snapshot's xmin. The date is inlined rather than bound (DECLARE takes no parameters), checked first.
 */
export function liveSlotDaysQuery(liveFrom: string): string {
  if (!DATE.test(liveFrom)) throw new Error(`Not a date: ${liveFrom}`);
  return `SELECT stream_id AS "streamId", type, data FROM events
           WHERE (CASE WHEN stream_id LIKE 'slots-%' THEN right(stream_id, 10) END) COLLATE "C" >= '${liveFrom}'
             AND type IN ('SlotReserved', 'SlotReleased')
             AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
           ORDER BY transaction_id, global_position`;
}

/**
 * Writes each day's final state at once, fields in a fixed order, so the projection comes out the same
 * whichever events were read and however they were paged (a count that came back to zero is no field).
 */
export async function writeRebuiltDays(redis: Redis, keys: AvailabilityKeys, days: Iterable<RebuiltDay>): Promise<void> {
  let pipeline = redis.pipeline();
  let queued = 0;
  for (const day of days) {
    writeDay(pipeline, keys, day);
    if (++queued % WRITE_DAYS === 0) {
      await execOrThrow(pipeline);
      pipeline = redis.pipeline();
    }
  }
  await execOrThrow(pipeline);
}

function writeDay(chain: ChainableCommander, keys: AvailabilityKeys, { day, taken, reservations }: RebuiltDay): void {
  const counts = [...taken].filter(([, count]) => count !== 0).sort(([a], [b]) => a - b);
  const held = [...reservations].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const takenKey = keys.taken(day);
  const reservationsKey = keys.reservations(day);
  if (counts.length > 0) chain.hset(takenKey, ...counts.flatMap(([minute, count]) => [String(minute), String(count)]));
  if (held.length > 0) chain.hset(reservationsKey, ...held.flatMap(([id, minutes]) => [id, encodeMinutes(minutes)]));
  // As the live projector sets it (writeDayChanges): a day leaves Redis a retention period after its date.
  const expireAt = Math.floor(riyadhInstant(plusDays(day.date, RETENTION_DAYS + 1), 0).getTime() / 1000);
  if (counts.length > 0) chain.expireat(takenKey, expireAt);
  if (held.length > 0) chain.expireat(reservationsKey, expireAt);
}

async function execOrThrow(chain: ChainableCommander): Promise<void> {
  if (chain.length === 0) return;
  const failed = ((await chain.exec()) ?? []).find(([error]) => error);
  if (failed) throw failed[0];
}
