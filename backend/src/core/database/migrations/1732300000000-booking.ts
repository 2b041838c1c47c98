import { sqlMigration } from './sql-migration.js';

/**
 * Read models of the booking engine, kept by inline projections in the same transaction as the
 * events (read-your-writes). They can always be rebuilt from the events.
 */
export const Booking1732300000000 = sqlMigration('Booking1732300000000', {
  up: [
    `
      CREATE TABLE booking_list (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone_number text NOT NULL,
        vehicle_type text NOT NULL,
        model text NOT NULL,
        transmission text NOT NULL,
        waiting_status text NOT NULL,
        service_details text[] NOT NULL,
        branch_id uuid NOT NULL,
        branch_name text NOT NULL,
        booking_date date NOT NULL,
        booking_time text NOT NULL,
        slot_minute int NOT NULL,
        reservation_id uuid NOT NULL,
        offer text NOT NULL,
        is_listed boolean NOT NULL,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL)`,
    `CREATE INDEX booking_list_customer ON booking_list (customer_id, booking_date DESC)`,
    `CREATE INDEX booking_list_date ON booking_list (booking_date DESC, slot_minute)`,
    `
      CREATE TABLE reservation_list (
        id uuid PRIMARY KEY,
        branch_id uuid NOT NULL,
        branch_name text NOT NULL,
        booking_date date NOT NULL,
        slot_minute int NOT NULL,
        time_slot text NOT NULL,
        source text NOT NULL,
        booking_id uuid,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone_number text NOT NULL,
        created_at timestamptz NOT NULL)`,
    `CREATE INDEX reservation_list_day ON reservation_list (branch_id, booking_date, slot_minute)`,
  ],
  down: [
    'DROP TABLE reservation_list',
    'DROP TABLE booking_list',
  ],
});
