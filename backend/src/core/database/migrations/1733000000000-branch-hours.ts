import { DEFAULT_SERVICE_MINUTES, hoursFromClockTexts, uniformWeek, type Weekday } from '@dealer/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Branch hours become structured (minutes of the day, per weekday, with Ramadan and special hours)
 * and services get their duration. Existing branches keep what their text hours said: the same
 * opening and closing on each of their working days, and their Ramadan times where both were set.
 */
export class BranchHours1733000000000 implements MigrationInterface {
  name = 'BranchHours1733000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE locations ADD COLUMN weekly_hours jsonb, ADD COLUMN ramadan_hours jsonb, ADD COLUMN special_hours jsonb NOT NULL DEFAULT '[]'`);
    await db.query(`ALTER TABLE services ADD COLUMN duration_minutes int NOT NULL DEFAULT ${DEFAULT_SERVICE_MINUTES}`);
    const rows = (await db.query(
      'SELECT id, opening_saturday, till_thursday, working_days, ramadan_opening, ramadan_closing FROM locations',
    )) as { id: string; opening_saturday: string; till_thursday: string; working_days: Weekday[]; ramadan_opening: string | null; ramadan_closing: string | null }[];
    for (const row of rows) {
      const day = hoursFromClockTexts(row.opening_saturday, row.till_thursday) ?? { opens: 8 * 60, closes: 22 * 60 };
      const ramadan = row.ramadan_opening && row.ramadan_closing ? hoursFromClockTexts(row.ramadan_opening, row.ramadan_closing) : null;
      await db.query('UPDATE locations SET weekly_hours = $2, ramadan_hours = $3 WHERE id = $1', [row.id, JSON.stringify(uniformWeek(row.working_days, day)), ramadan ? JSON.stringify(ramadan) : null]);
    }
    await db.query('ALTER TABLE locations ALTER COLUMN weekly_hours SET NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE services DROP COLUMN duration_minutes');
    await db.query('ALTER TABLE locations DROP COLUMN weekly_hours, DROP COLUMN ramadan_hours, DROP COLUMN special_hours');
  }
}
