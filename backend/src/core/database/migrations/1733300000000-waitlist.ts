import { sqlMigration } from './sql-migration.js';

/**
 * The waitlist's read model (its truth is on the branch-day streams): My Account's and the board's
 * lists, the place in line, and the holds the worker lapses when they expire.
 */
export const Waitlist1733300000000 = sqlMigration('Waitlist1733300000000', {
  up: [
    `CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL,
        customer_id uuid NOT NULL,
        branch_id uuid NOT NULL,
        branch_name text NOT NULL,
        booking_date date NOT NULL,
        window_start text NOT NULL,
        window_end text NOT NULL,
        service_details text[] NOT NULL,
        duration_minutes int NOT NULL,
        vehicle_type text NOT NULL,
        model text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone_number text NOT NULL,
        status text NOT NULL CHECK (status IN ('waiting', 'offered', 'booked', 'left', 'lapsed')),
        hold_id uuid,
        held_time text,
        hold_expires_at timestamptz,
        booking_id uuid,
        created_at timestamptz NOT NULL
      )`,
    'CREATE INDEX waitlist_entries_day ON waitlist_entries (branch_id, booking_date, seq)',
    'CREATE INDEX waitlist_entries_customer ON waitlist_entries (customer_id, seq)',
    'CREATE UNIQUE INDEX waitlist_entries_hold ON waitlist_entries (hold_id)',
    "CREATE INDEX waitlist_entries_expiry ON waitlist_entries (hold_expires_at) WHERE status = 'offered'",
  ],
  down: ['DROP TABLE waitlist_entries'],
});
