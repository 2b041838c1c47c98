import { sqlMigration } from './sql-migration.js';

/**
 * The date of each branch-day stream (`slots-{branchId}-{yyyy-mm-dd}`; NULL for other streams), indexed,
 * so the availability rebuild selects the streams of the days the read model keeps (a week back through
 * the horizon) by a range scan instead of reading years of feed. Not a partial index: PostgreSQL keeps
 * statistics of an index's expression only for whole-table indexes, and without them it guessed a third
 * of all slot events and read the table. "C" collation: the dates compare as the fixed-width strings
 * they are, whatever the database's locale. The rebuild's query repeats the expression exactly
 * (availability.rebuild-io.ts).
 */
export const SlotDayDates1733400000000 = sqlMigration('SlotDayDates1733400000000', {
  up: [`CREATE INDEX events_slot_day_date ON events ((CASE WHEN stream_id LIKE 'slots-%' THEN right(stream_id, 10) END) COLLATE "C")`],
  down: ['DROP INDEX events_slot_day_date'],
});
