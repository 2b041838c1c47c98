import { DEFAULT_SERVICE_MINUTES } from '@dealer/contracts';
import { sqlMigration } from './sql-migration.js';

/**
 * The booking lists learn a job's length: a booking's minutes, and every slot start a reservation
 * covers. Rows from before durations read as the events do: one default length per service, and the
 * reservation's own start alone.
 */
export const BookingDuration1733100000000 = sqlMigration('BookingDuration1733100000000', {
  up: [
    'ALTER TABLE booking_list ADD COLUMN duration_minutes int',
    `UPDATE booking_list SET duration_minutes = ${DEFAULT_SERVICE_MINUTES} * cardinality(service_details)`,
    'ALTER TABLE booking_list ALTER COLUMN duration_minutes SET NOT NULL',
    'ALTER TABLE reservation_list ADD COLUMN slot_minutes int[]',
    'UPDATE reservation_list SET slot_minutes = ARRAY[slot_minute]',
    'ALTER TABLE reservation_list ALTER COLUMN slot_minutes SET NOT NULL',
    // Counting the places taken in a slot asks which reservations cover it.
    'CREATE INDEX reservation_list_covered ON reservation_list USING gin (slot_minutes)',
  ],
  down: ['DROP INDEX reservation_list_covered', 'ALTER TABLE reservation_list DROP COLUMN slot_minutes', 'ALTER TABLE booking_list DROP COLUMN duration_minutes'],
});
