import type { WaitlistEntryRow } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';

/**
 * Rows as the contract shows them. The place in line counts the day's waiting entries that joined
 * before (an offered entry is out of the count: its place is held).
 */
const ROWS = `
  WITH ranked AS (
    SELECT e.*, CASE WHEN status = 'waiting'
             THEN count(*) FILTER (WHERE status = 'waiting') OVER (PARTITION BY branch_id, booking_date ORDER BY seq) END AS position
      FROM waitlist_entries e
     WHERE (branch_id, booking_date) IN (SELECT branch_id, booking_date FROM waitlist_entries WHERE %SCOPE%))
  SELECT id AS "_id", branch_id AS "branchId", branch_name AS "branchName", booking_date AS "bookingDate", window_start AS "windowStart",
         window_end AS "windowEnd", service_details AS "serviceDetails", duration_minutes AS "durationMinutes", vehicle_type AS "vehicleType",
         model, first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber", status, position::int AS position,
         CASE WHEN status IN ('offered', 'booked') THEN held_time END AS "heldTime", hold_expires_at AS "holdExpiresAt", booking_id AS "bookingId",
         created_at AS "createdAt"
    FROM ranked WHERE %SCOPE%`;

type Raw = Omit<WaitlistEntryRow, 'createdAt' | 'holdExpiresAt'> & { createdAt: Date; holdExpiresAt: Date | null };
const toRow = (raw: Raw): WaitlistEntryRow => ({ ...raw, createdAt: raw.createdAt.toISOString(), holdExpiresAt: raw.holdExpiresAt?.toISOString() ?? null });

async function rows(manager: EntityManager, scope: string, order: string, params: unknown[]): Promise<WaitlistEntryRow[]> {
  const raw = (await manager.query(`${ROWS.replaceAll('%SCOPE%', scope)} ORDER BY ${order}`, params)) as Raw[];
  return raw.map(toRow);
}

/** A customer's entries, newest day first. */
export function waitlistRowsOf(manager: EntityManager, customerId: string): Promise<WaitlistEntryRow[]> {
  return rows(manager, 'customer_id = $1', 'booking_date DESC, seq DESC', [customerId]);
}

/** A branch-day's line, in the order it was joined. */
export function waitlistRowsOfDay(manager: EntityManager, branchId: string, date: string): Promise<WaitlistEntryRow[]> {
  return rows(manager, 'branch_id = $1 AND booking_date = $2', 'seq', [branchId, date]);
}

export async function waitlistRowOfHold(manager: EntityManager, holdId: string): Promise<WaitlistEntryRow | null> {
  const [row] = await rows(manager, 'hold_id = $1', 'seq', [holdId]);
  return row ?? null;
}

/** Where an entry is and whose it is, or null. */
export async function waitlistEntryRef(manager: EntityManager, entryId: string): Promise<{ branchId: string; date: string; customerId: string; holdId: string | null } | null> {
  const [row] = (await manager.query(
    `SELECT branch_id AS "branchId", booking_date AS "date", customer_id AS "customerId", hold_id AS "holdId" FROM waitlist_entries WHERE id = $1`,
    [entryId],
  )) as { branchId: string; date: string; customerId: string; holdId: string | null }[];
  return row ?? null;
}

/** The entry a hold was made for, and where: the confirm link names only the hold. */
export async function holdRef(manager: EntityManager, holdId: string): Promise<{ entryId: string; branchId: string; date: string; customerId: string } | null> {
  const [row] = (await manager.query(
    `SELECT id AS "entryId", branch_id AS "branchId", booking_date AS "date", customer_id AS "customerId" FROM waitlist_entries WHERE hold_id = $1`,
    [holdId],
  )) as { entryId: string; branchId: string; date: string; customerId: string }[];
  return row ?? null;
}

/** Entries the customer has in line (waiting or offered), across branches and days. */
export async function openEntriesOf(manager: EntityManager, customerId: string): Promise<number> {
  const [row] = (await manager.query(`SELECT count(*)::int AS n FROM waitlist_entries WHERE customer_id = $1 AND status IN ('waiting', 'offered')`, [customerId])) as { n: number }[];
  return row!.n;
}

/** Holds due to lapse by `now`: where they are, for the worker. */
export async function overdueHolds(manager: EntityManager, now: Date, limit: number): Promise<{ holdId: string; branchId: string; date: string }[]> {
  return manager.query(
    `SELECT hold_id AS "holdId", branch_id AS "branchId", booking_date AS "date" FROM waitlist_entries
      WHERE status = 'offered' AND hold_expires_at <= $1 ORDER BY hold_expires_at LIMIT $2`,
    [now, limit],
  );
}

/** Open holds and their expiry, for the worker's delayed jobs. */
export async function openHolds(manager: EntityManager, limit: number): Promise<{ holdId: string; branchId: string; date: string; expiresAt: Date }[]> {
  return manager.query(
    `SELECT hold_id AS "holdId", branch_id AS "branchId", booking_date AS "date", hold_expires_at AS "expiresAt" FROM waitlist_entries
      WHERE status = 'offered' ORDER BY hold_expires_at LIMIT $1`,
    [limit],
  );
}
