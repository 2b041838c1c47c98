import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { labelFromMinuteOfDay } from '@dealer/contracts';
import { plusDays, riyadhDate } from '../src/core/time/riyadh-time.js';
import type { BenchStack } from './bench-stack.js';

/**
 * The "history" variant's store: years of bookings of 29 branches on past days, written by SQL
 * (INSERT … SELECT over generate_series, a few weeks a statement) rather than through the API, with
 * the inline lists (booking_list, reservation_list) those events would have left.
 *
 * Each branch-day gets 20 bookings and exactly 100 events: 12 confirmed, arrived and completed; 4
 * cancelled; 2 rescheduled to the next day (released there, reserved under a new id on the next day's
 * stream) and then completed; 2 no-shows. One booking in ten is a customer of the bench's crowd, so
 * the accounts that book in the rounds carry years of past bookings; the rest belong to 200 000 others.
 *
 * History is older than everything else in the store, so it goes in behind the feed's head: its
 * transaction ids are the oldest ones (below any event already written), in day order. Every feed
 * subscription (the mail subscribers, the projector) has passed them, as it would have over the years,
 * and sends no mail for them; the positions still rise within each stream with its versions.
 */

/** BENCH_HISTORY_EVENTS, default 5 000 000; 0 leaves the history rows out. */
export function historyEvents(): number {
  const value = Number(process.env.BENCH_HISTORY_EVENTS ?? 5_000_000);
  if (!Number.isFinite(value) || value < 0) throw new Error(`BENCH_HISTORY_EVENTS must be a count of events, not ${process.env.BENCH_HISTORY_EVENTS}`);
  return Math.round(value);
}

export const HISTORY_BRANCHES = 29;
const BOOKINGS_PER_DAY = 20;
const EVENTS_PER_DAY = 100;
/** Branch-days per statement: large enough for few round trips, small enough to sort in memory. */
const DAYS_PER_STATEMENT = 20;
const SLOT_MINUTES = Array.from({ length: 14 }, (_, index) => 480 + index * 60);

export interface History {
  events: number;
  bookings: number;
  days: number;
  from: string;
  to: string;
  seconds: number;
}

export async function fillHistory(stack: BenchStack, events: number): Promise<History> {
  const started = performance.now();
  const days = Math.max(1, Math.round(events / (EVENTS_PER_DAY * HISTORY_BRANCHES)));
  // Ends the day before yesterday: the last day's reschedules land on yesterday, still a past day.
  const from = plusDays(riyadhDate(new Date()), -days - 1);
  // The bench's 27 branches and two that have closed since.
  const branches = [...stack.branches, stack.hotBranch, stack.longJobs.branch, { id: randomUUID(), name: 'Closed Branch 1' }, { id: randomUUID(), name: 'Closed Branch 2' }];
  const customers = [stack.customer, ...stack.crowd].map((customer) => customer.id);
  const { rows } = await stack.db.query<{ oldest: string }>(`SELECT coalesce(min(transaction_id), pg_current_xact_id())::text AS oldest FROM events`);
  // xid8 3 is the first normal transaction id; everything written so far stays after the history.
  const txSpan = Math.max(0, Number(rows[0]!.oldest) - 4);
  const params = {
    salt: randomBytes(6).toString('hex'),
    from,
    days,
    txSpan,
    branchIds: branches.map((branch) => branch.id),
    branchNames: branches.map((branch) => branch.name),
    customers,
    labels: SLOT_MINUTES.map((minute) => labelFromMinuteOfDay(minute)),
  };
  for (let first = 0; first < days; first += DAYS_PER_STATEMENT) {
    const last = Math.min(days, first + DAYS_PER_STATEMENT) - 1;
    const values = [params.branchIds, params.branchNames, params.from, params.salt, params.customers, params.labels, first, last, params.txSpan, days * HISTORY_BRANCHES];
    await stack.db.query(`${BOOKINGS_CTE} ${INSERT_EVENTS}`, values);
    await stack.db.query(`${BOOKINGS_CTE} ${INSERT_BOOKING_LIST}`, values);
    await stack.db.query(`${BOOKINGS_CTE} ${INSERT_RESERVATION_LIST}`, values);
  }
  // A store that has lived for years has been vacuumed and analysed, and its pages written out: without
  // the checkpoint, gigabytes of dirty pages would be flushed during the rounds that follow.
  await stack.db.query('VACUUM (ANALYZE) events, booking_list, reservation_list');
  await stack.db.query('CHECKPOINT').catch(() => undefined);
  return {
    events: days * HISTORY_BRANCHES * EVENTS_PER_DAY,
    bookings: days * HISTORY_BRANCHES * BOOKINGS_PER_DAY,
    days,
    from,
    to: plusDays(from, days - 1),
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * $1 branch ids, $2 names, $3 first date, $4 salt for ids, $5 crowd customer ids, $6 slot labels,
 * $7..$8 the day indexes of this statement, $9 the transaction ids free below the feed, $10 all branch-days.
 * `off`: the first two versions of a day's stream are the previous day's reschedules into it.
 */
const BOOKINGS_CTE = `
  WITH branch AS (
    SELECT id, name, (ord - 1)::int AS r FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS b(id, name, ord)
  ), booking AS (
    SELECT d, branch.r, branch.id AS branch_id, branch.name AS branch_name, ($3::date + d) AS day, j, j % 10 AS kind,
           md5($4 || ':' || d || ':' || branch.r || ':' || j)::uuid AS booking_id,
           md5($4 || ':' || d || ':' || branch.r || ':' || j || ':moved')::uuid AS moved_id,
           CASE WHEN j % 10 = 0 THEN ($5::uuid[])[1 + (d * 7 + branch.r * 3 + j / 10) % cardinality($5::uuid[])]
                ELSE md5($4 || ':customer:' || ((d * 7919 + branch.r * 20 + j) % 200000))::uuid END AS customer_id,
           480 + (j % 14) * 60 AS minute, ($6::text[])[1 + j % 14] AS label,
           CASE WHEN d > 0 THEN 2 ELSE 0 END AS off,
           (3 + (d::bigint * cardinality($1::uuid[]) + branch.r) * $9::bigint / $10::bigint)::text::xid8 AS tx
      FROM generate_series($7::int, $8::int) AS d, branch, generate_series(0, ${BOOKINGS_PER_DAY - 1}) AS j
  ), slot AS (
    SELECT booking.*, 'slots-' || branch_id || '-' || day AS day_stream, 'slots-' || branch_id || '-' || (day + 1) AS next_stream,
           'booking-' || booking_id AS booking_stream,
           ((day - 3)::timestamp + interval '9 hours' + j * interval '1 minute') AT TIME ZONE 'Asia/Riyadh' AS placed_at,
           ((day - 1)::timestamp + interval '12 hours') AT TIME ZONE 'Asia/Riyadh' AS changed_at,
           (day::timestamp + minute * interval '1 minute') AT TIME ZONE 'Asia/Riyadh' AS starts_at,
           jsonb_build_object('firstName', 'History', 'lastName', 'Customer', 'phoneNumber', '+966500000001', 'email', 'history@bench.test') AS contact
      FROM booking
  )`;

const reserved = (reservation: string, date: string) => `jsonb_build_object('reservationId', ${reservation}, 'branchId', branch_id, 'branchName', branch_name,
    'date', ${date}, 'slotMinute', minute, 'timeSlot', label, 'bookingId', booking_id, 'source', 'booking', 'waiting', false, 'contact', contact)`;
const status = (from: string, to: string, by: string) => `jsonb_build_object('from', '${from}', 'to', '${to}', 'by', '${by}')`;
const slotOf = (reservation: string, date: string) => `jsonb_build_object('bookingDate', ${date}, 'bookingTime', label, 'slotMinute', minute,
    'reservationId', ${reservation}, 'startsAt', to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'))`;

/** Events in the order they happened: per day and branch, placements, cancels, reschedules, then the day's statuses. */
const INSERT_EVENTS = `
  , event AS (
    SELECT d, r, 0 AS step, j, 0 AS sub, tx, booking_stream AS stream_id, 1 AS version, 'BookingPlaced' AS type, placed_at AS at,
           jsonb_build_object('bookingId', booking_id, 'customerId', customer_id, 'firstName', 'History', 'lastName', 'Customer',
             'phoneNumber', '+966500000001', 'email', 'history@bench.test', 'lang', CASE WHEN j % 3 = 0 THEN 'ar' ELSE 'en' END,
             'vehicleType', 'Toyota', 'model', '2019', 'transmission', 'Automatic', 'waitingStatus', 'Dropping Off Vehicle',
             'serviceDetails', jsonb_build_array('A/C Gas Refill'), 'branchId', branch_id, 'branchName', branch_name, 'offer', '',
             'isListed', false, 'durationMinutes', 60) || ${slotOf('booking_id', 'day')} AS data
      FROM slot
    UNION ALL SELECT d, r, 0, j, 1, tx, day_stream, off + 1 + j, 'SlotReserved', placed_at, ${reserved('booking_id', 'day')} FROM slot
    UNION ALL SELECT d, r, 1, j, 0, tx, booking_stream, 2, 'BookingStatusChanged', changed_at, ${status('booked', 'cancelled', 'customer')} FROM slot WHERE kind IN (6, 7)
    UNION ALL SELECT d, r, 1, j, 1, tx, day_stream, off + 21 + (j / 10) * 2 + kind - 6, 'SlotReleased', changed_at,
           jsonb_build_object('reservationId', booking_id, 'reason', 'cancelled') FROM slot WHERE kind IN (6, 7)
    UNION ALL SELECT d, r, 2, j, 0, tx, booking_stream, 2, 'BookingRescheduled', changed_at,
           jsonb_build_object('from', ${slotOf('booking_id', 'day')}, 'to', ${slotOf('moved_id', 'day + 1')}, 'by', 'customer', 'durationMinutes', 60) FROM slot WHERE kind = 8
    UNION ALL SELECT d, r, 2, j, 1, tx, day_stream, off + 25 + j / 10, 'SlotReleased', changed_at,
           jsonb_build_object('reservationId', booking_id, 'reason', 'rescheduled') FROM slot WHERE kind = 8
    UNION ALL SELECT d, r, 2, j, 2, tx, next_stream, 1 + j / 10, 'SlotReserved', changed_at, ${reserved('moved_id', 'day + 1')} FROM slot WHERE kind = 8
    UNION ALL SELECT d, r, 3, j, 0, tx, booking_stream, CASE WHEN kind = 8 THEN 3 ELSE 2 END, 'BookingStatusChanged', starts_at - interval '1 hour',
           ${status('booked', 'confirmed', 'admin')} FROM slot WHERE kind NOT IN (6, 7)
    UNION ALL SELECT d, r, 3, j, 1, tx, booking_stream, CASE WHEN kind = 8 THEN 4 ELSE 3 END, 'BookingStatusChanged', starts_at,
           CASE WHEN kind = 9 THEN ${status('confirmed', 'no_show', 'admin')} ELSE ${status('confirmed', 'arrived', 'admin')} END FROM slot WHERE kind NOT IN (6, 7)
    UNION ALL SELECT d, r, 3, j, 2, tx, booking_stream, CASE WHEN kind = 8 THEN 5 ELSE 4 END, 'BookingStatusChanged', starts_at + interval '1 hour',
           ${status('arrived', 'completed', 'admin')} FROM slot WHERE kind NOT IN (6, 7, 9)
  )
  INSERT INTO events (transaction_id, stream_id, stream_version, type, data, metadata, recorded_at)
  SELECT tx, stream_id, version, type, data, '{"actorRole":"customer"}'::jsonb, at FROM event ORDER BY d, r, step, j, sub`;

/** The booking list as those events leave it. */
const INSERT_BOOKING_LIST = `
  INSERT INTO booking_list (id, customer_id, email, first_name, last_name, phone_number, vehicle_type, model, transmission, waiting_status,
    service_details, branch_id, branch_name, booking_date, booking_time, slot_minute, reservation_id, offer, is_listed, status,
    created_at, updated_at, duration_minutes)
  SELECT booking_id, customer_id, 'history@bench.test', 'History', 'Customer', '+966500000001', 'Toyota', '2019', 'Automatic', 'Dropping Off Vehicle',
         ARRAY['A/C Gas Refill'], branch_id, branch_name, CASE WHEN kind = 8 THEN day + 1 ELSE day END, label, minute,
         CASE WHEN kind = 8 THEN moved_id ELSE booking_id END, '', false,
         CASE WHEN kind IN (6, 7) THEN 'cancelled' WHEN kind = 9 THEN 'no_show' ELSE 'completed' END,
         placed_at, starts_at + interval '1 hour', 60
    FROM slot`;

/** Every reservation not given back: completed and no-show bookings keep theirs. */
const INSERT_RESERVATION_LIST = `
  INSERT INTO reservation_list (id, branch_id, branch_name, booking_date, slot_minute, time_slot, source, booking_id,
    first_name, last_name, email, phone_number, created_at, slot_minutes)
  SELECT CASE WHEN kind = 8 THEN moved_id ELSE booking_id END, branch_id, branch_name, CASE WHEN kind = 8 THEN day + 1 ELSE day END,
         minute, label, 'booking', booking_id, 'History', 'Customer', 'history@bench.test', '+966500000001',
         CASE WHEN kind = 8 THEN changed_at ELSE placed_at END, ARRAY[minute]
    FROM slot WHERE kind NOT IN (6, 7)`;
