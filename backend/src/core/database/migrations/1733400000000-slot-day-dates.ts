import { sqlMigration } from './sql-migration.js';

/**
 * The date of each branch-day stream (`slots-{branchId}-{yyyy-mm-dd}`), indexed, so the availability
 * rebuild selects the streams of the days the read model keeps (a week back through the horizon) by a
 * range scan instead of reading years of feed. Partial: only slot-day streams carry a date. "C"
 * collation: the dates compare as the fixed-width strings they are, whatever the database's locale.
 * The query must repeat the expression and the predicate exactly (see availability.rebuild.ts).
 */
export const SlotDayDates1733400000000 = sqlMigration('SlotDayDates1733400000000', {
  up: [`CREATE INDEX events_slot_day_date ON events ((right(stream_id, 10)) COLLATE "C") WHERE stream_id LIKE 'slots-%'`],
  down: ['DROP INDEX events_slot_day_date'],
});
