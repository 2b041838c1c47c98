import { sqlMigration } from './sql-migration.js';

/** A branch may limit how many customers wait in one slot; drop-offs never count against it. */
export const WaitingLimit1732600000000 = sqlMigration('WaitingLimit1732600000000', {
  up: [
    'ALTER TABLE locations ADD COLUMN waiting_limit int CHECK (waiting_limit >= 0)',
  ],
  down: [
    'ALTER TABLE locations DROP COLUMN waiting_limit',
  ],
});
