import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A branch may limit how many customers wait in one slot; drop-offs never count against it. */
export class WaitingLimit1732600000000 implements MigrationInterface {
  name = 'WaitingLimit1732600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE locations ADD COLUMN waiting_limit int CHECK (waiting_limit >= 0)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE locations DROP COLUMN waiting_limit');
  }
}
