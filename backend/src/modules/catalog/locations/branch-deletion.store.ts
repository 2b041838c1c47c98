import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { announceCatalogChange } from '../shared/catalog-changes.js';
import { NoSuchRow } from '../shared/crud-resource.js';
import { decideBranchDeletion, type BranchUsage } from './branch-deletion.js';

/**
 * Days ahead whose branch-day locks the delete takes: every day a booking can be placed on
 * (BOOKING_HORIZON_DAYS is at most 365, see app-config), and one more for a Riyadh midnight passing
 * meanwhile.
 */
const LOCKED_DAYS_AHEAD = 366;

/**
 * Deletes a branch unless something live still depends on it (decideBranchDeletion), in one transaction:
 *
 * 1. the branch-day advisory locks of today and every day a booking can be placed on, in date order:
 *    the locks every booking, reservation, move, reschedule and waitlist join of that branch takes
 *    (slot-day streams `slots-{branchId}-{yyyy-mm-dd}` keyed `hashtextextended(stream id, 0)`, see
 *    SlotDayToolkit.load). A writer holding one commits before the counts below are read, so they see it.
 *    First, in the order those writers take theirs: a day's lock, then (only under it) the customer's
 *    row for the mail language and the branch's row;
 * 2. the accounts whose branch lists name it, locked, so an admin's concurrent change of their role or
 *    branches waits for what this delete leaves;
 * 3. the branch's row, locked, so two deletes (or a delete and an edit) queue;
 * 4. what is left, read once the locks are granted (in READ COMMITTED each statement sees what committed
 *    before it began);
 * 5. refused with 409, or the staff who also work elsewhere lose the branch, and the row goes.
 *
 * A writer that found the branch in its catalog snapshot and reaches the day's lock only after this
 * commit is not stopped here: it must look for the branch again under that lock (the booking path's part).
 *
 * The booking lists and the accounts' branch lists are read here, though their modules own them, because
 * the check must be in the delete's transaction.
 */
export async function deleteBranch(db: DataSource, branchId: string, now = new Date()): Promise<void> {
  const today = riyadhDate(now);
  await db.transaction(async (manager) => {
    await lockBranchDays(manager, branchId, today);
    const staff = (await manager.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", branch_ids::text[] AS "branchIds"
         FROM customers WHERE $1::uuid = ANY(branch_ids) ORDER BY id FOR UPDATE`,
      [branchId],
    )) as BranchUsage['staff'];
    const [branch] = (await manager.query('SELECT id FROM locations WHERE id = $1 FOR UPDATE', [branchId])) as { id: string }[];
    if (!branch) throw new NoSuchRow();
    const [counts] = (await manager.query(
      `SELECT (SELECT count(*)::int FROM booking_list WHERE branch_id = $1 AND booking_date >= $2 AND status <> 'cancelled') AS "upcomingBookings",
              (SELECT count(*)::int FROM reservation_list WHERE branch_id = $1 AND booking_date >= $2 AND source = 'admin') AS "reservedSlots",
              (SELECT count(*)::int FROM waitlist_entries WHERE branch_id = $1 AND booking_date >= $2 AND status IN ('waiting', 'offered')) AS "waitlistEntries"`,
      [branchId, today],
    )) as Omit<BranchUsage, 'staff'>[];
    const decided = decideBranchDeletion(branchId, { ...counts!, staff });
    if (decided.verdict === 'refuse') throw new ApiError(409, decided.message, { dependents: decided.dependents });
    if (decided.unassign.length > 0) {
      await manager.query('UPDATE customers SET branch_ids = array_remove(branch_ids, $1::uuid), updated_at = now() WHERE id = ANY($2::uuid[])', [branchId, decided.unassign]);
    }
    await manager.query('DELETE FROM locations WHERE id = $1', [branchId]);
  });
  announceCatalogChange();
}

/** The branch-day locks of `from` and the LOCKED_DAYS_AHEAD days after it, in one round trip; generate_series yields them in date order. */
async function lockBranchDays(manager: EntityManager, branchId: string, from: string): Promise<void> {
  await manager.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('slots-' || $1::text || '-' || to_char(day, 'YYYY-MM-DD'), 0))
       FROM generate_series($2::date, $2::date + $3::int, interval '1 day') AS day`,
    [branchId, from, LOCKED_DAYS_AHEAD],
  );
}
