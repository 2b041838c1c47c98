import { sqlMigration } from './sql-migration.js';

/**
 * Branch staff: an account of type 'staff' works at the branches listed here. Ids, not a join table:
 * the list is short, read with the session on every request, and only admins write it.
 */
export const StaffBranches1733200000000 = sqlMigration('StaffBranches1733200000000', {
  up: [
    "ALTER TABLE customers ADD COLUMN branch_ids uuid[] NOT NULL DEFAULT '{}'",
    'ALTER TABLE customers DROP CONSTRAINT customers_type_check',
    "ALTER TABLE customers ADD CONSTRAINT customers_type_check CHECK (type IN ('admin', 'staff', 'customer'))",
  ],
  down: [
    "UPDATE customers SET type = 'customer' WHERE type = 'staff'",
    'ALTER TABLE customers DROP CONSTRAINT customers_type_check',
    "ALTER TABLE customers ADD CONSTRAINT customers_type_check CHECK (type IN ('admin', 'customer'))",
    'ALTER TABLE customers DROP COLUMN branch_ids',
  ],
});
