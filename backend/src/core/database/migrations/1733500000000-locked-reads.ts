import { sqlMigration } from './sql-migration.js';

/**
 * A lock and the read that must follow it, in one round trip. A single statement cannot do both: its
 * snapshot is taken before it waits for the lock, so it would miss what the lock's previous holder
 * committed. A VOLATILE function takes a fresh snapshot for each of its statements (in READ
 * COMMITTED), so its read, after the lock, sees everything committed before the lock was granted.
 * PL/pgSQL rather than SQL: it keeps its statements' plans for the connection's life, where a SQL
 * function parses and plans its body again at every call.
 *
 * - `open_bookings_after_lock`: a customer's lock (see BookingStreams.lockCustomer) and the open
 *   bookings the per-customer limits count, on every booking of a customer.
 * - `stream_after_lock`: a stream's lock and its events from a version on, when a branch-day's lock
 *   is contended (SlotDayToolkit.load): the read happens while the lock is already held, so a round
 *   trip less of it is spent holding the lock every other booking of the day queues on. Its caller
 *   orders the rows: a function's output has no order of its own.
 *
 * The locks are keyed as every advisory lock of the store is: `hashtextextended(key, 0)`, a stream's key
 * being its id.
 */
export const LockedReads1733500000000 = sqlMigration('LockedReads1733500000000', {
  up: [
    `CREATE FUNCTION open_bookings_after_lock(lock_key text, customer uuid, from_date date, open_statuses text[])
       RETURNS TABLE ("bookingId" uuid, "bookingDate" text, "slotMinute" int)
       LANGUAGE plpgsql VOLATILE AS $$
       BEGIN
         PERFORM pg_advisory_xact_lock(hashtextextended(lock_key, 0));
         RETURN QUERY SELECT id, booking_date::text, slot_minute FROM booking_list
          WHERE customer_id = customer AND booking_date >= from_date AND status = ANY(open_statuses);
       END
       $$`,
    `CREATE FUNCTION stream_after_lock(stream text, from_version int)
       RETURNS SETOF events
       LANGUAGE plpgsql VOLATILE AS $$
       BEGIN
         PERFORM pg_advisory_xact_lock(hashtextextended(stream, 0));
         RETURN QUERY SELECT * FROM events WHERE stream_id = stream AND stream_version >= from_version;
       END
       $$`,
  ],
  down: ['DROP FUNCTION stream_after_lock(text, int)', 'DROP FUNCTION open_bookings_after_lock(text, uuid, date, text[])'],
});
