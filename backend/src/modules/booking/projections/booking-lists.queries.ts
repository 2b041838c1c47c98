import { OPEN_BOOKING_STATUSES, type BookingRow, type BookingStatus, type ReservationRow } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';
import { queryPrepared } from '../../../core/database/prepared-query.js';
import type { CustomerListFilter } from '../../identity/index.js';

const BOOKING_COLUMNS = `id AS "_id", email, first_name AS "firstName", last_name AS "lastName", phone_number AS "phoneNumber",
  vehicle_type AS "vehicleType", model, transmission, waiting_status AS "waitingStatus", service_details AS "serviceDetails",
  branch_name AS "branchName", booking_date AS "bookingDate", booking_time AS "bookingTime", offer, is_listed AS "isListed",
  status, created_at AS "createdAt", duration_minutes AS "durationMinutes"`;

type Raw<T> = Omit<T, 'createdAt'> & { createdAt: Date };
const withIsoTime = <T extends { createdAt: string }>(rows: Raw<T>[]): T[] => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }) as T);

/**
 * Whose rows a list shows: one customer's, the bookings of some branches (branch staff; null ids mean
 * every branch, an admin), or, left out, everyone's.
 */
/** The desk's view: some branches (null: every one), and optionally one day and one status. */
export interface DeskListFilter {
  branchIds: readonly string[] | null;
  date?: string | null;
  status?: BookingStatus | null;
}

export type BookingListFilter = CustomerListFilter | DeskListFilter;

function whereOf(of: BookingListFilter | undefined): { where: string; params: unknown[] } {
  if (!of) return { where: '', params: [] };
  if (!('branchIds' in of)) {
    return 'customerId' in of ? { where: 'WHERE customer_id = $1', params: [of.customerId] } : { where: 'WHERE email = $1', params: [of.email] };
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (of.branchIds !== null) add('branch_id = ANY(?::uuid[])', of.branchIds);
  if (of.date) add('booking_date = ?', of.date);
  if (of.status) add('status = ?', of.status);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Newest appointments first, as the history grids show them. */
export async function bookingRows(manager: EntityManager, of?: BookingListFilter): Promise<BookingRow[]> {
  const { where, params } = whereOf(of);
  const rows = (await manager.query(`SELECT ${BOOKING_COLUMNS} FROM booking_list ${where} ORDER BY booking_date DESC, slot_minute DESC, id`, params)) as Raw<BookingRow>[];
  return withIsoTime(rows);
}

/** One booking's row, whose it is and at which branch, or null when there is no such booking. */
export async function bookingRowOf(manager: EntityManager, bookingId: string): Promise<{ row: BookingRow; customerId: string; branchId: string } | null> {
  const rows = (await manager.query(`SELECT ${BOOKING_COLUMNS}, customer_id AS "customerId", branch_id AS "branchId" FROM booking_list WHERE id = $1`, [
    bookingId,
  ])) as (Raw<BookingRow> & { customerId: string; branchId: string })[];
  const [found] = withIsoTime(rows);
  if (!found) return null;
  const { customerId, branchId, ...row } = found as BookingRow & { customerId: string; branchId: string };
  return { row, customerId, branchId };
}

const RESERVATION_COLUMNS = `id AS "_id", first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber",
  branch_name AS "branchName", booking_date AS "bookingDate", time_slot AS "bookingTime", source, booking_id AS "bookingId",
  created_at AS "createdAt"`;

/** Every reservation, or those of some branches (branch staff; null: every branch). */
export async function reservationRows(manager: EntityManager, branchIds: readonly string[] | null = null): Promise<ReservationRow[]> {
  const where = branchIds ? 'WHERE branch_id = ANY($1::uuid[])' : '';
  const rows = (await manager.query(`SELECT ${RESERVATION_COLUMNS} FROM reservation_list ${where} ORDER BY booking_date DESC, slot_minute, branch_name`, branchIds ? [branchIds] : [])) as Raw<ReservationRow>[];
  return withIsoTime(rows);
}

/**
 * Taken places per slot of one branch-day: the availability fallback and the spec's booked-slots route.
 * A reservation takes a place in every slot its work covers, not only where it starts.
 */
export async function takenPerSlot(manager: EntityManager, branchId: string, date: string): Promise<{ slotMinute: number; taken: number }[]> {
  return (await manager.query(
    `SELECT covered AS "slotMinute", count(*)::int AS taken
       FROM reservation_list, unnest(slot_minutes) AS covered WHERE branch_id = $1 AND booking_date = $2 GROUP BY covered ORDER BY covered`,
    [branchId, date],
  )) as { slotMinute: number; taken: number }[];
}

/** Taken places per date and slot of a branch from `from` to `to`, in one read (the calendar's fallback). */
export async function takenPerDaySlot(manager: EntityManager, branchId: string, from: string, to: string): Promise<{ date: string; slotMinute: number; taken: number }[]> {
  return (await manager.query(
    `SELECT booking_date AS "date", covered AS "slotMinute", count(*)::int AS taken
       FROM reservation_list, unnest(slot_minutes) AS covered WHERE branch_id = $1 AND booking_date BETWEEN $2 AND $3 GROUP BY booking_date, covered`,
    [branchId, from, to],
  )) as { date: string; slotMinute: number; taken: number }[];
}

export async function reservationById(manager: EntityManager, id: string): Promise<{ branchId: string; date: string; source: string; bookingId: string | null } | null> {
  const rows = (await manager.query(
    `SELECT branch_id AS "branchId", booking_date AS "date", source, booking_id AS "bookingId" FROM reservation_list WHERE id = $1`,
    [id],
  )) as { branchId: string; date: string; source: string; bookingId: string | null }[];
  return rows[0] ?? null;
}

/** Whether the customer holds an open booking at this branch, date and time. */
export async function holdsOpenBookingAt(manager: EntityManager, customerId: string, branchName: string, date: string | null, bookingTime: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM booking_list WHERE customer_id = $1 AND lower(branch_name) = lower($2) AND booking_date = $3 AND booking_time = $4 AND status = ANY($5)`,
    [customerId, branchName, date, bookingTime, OPEN_BOOKING_STATUSES],
  )) as unknown[];
  return rows.length > 0;
}

/**
 * The most places taken in any of the given slots, as the inline read model has them (committed
 * reservations only): a job fits only where every slot it covers has room.
 */
export async function placesTaken(manager: EntityManager, branchId: string, date: string, slotMinutes: readonly number[]): Promise<number> {
  // Asked by every booking that finds its day's lock taken: a named statement, planned once (see queryPrepared).
  const [row] = await queryPrepared<{ taken: number }>(
    manager,
    `SELECT coalesce(max(taken), 0)::int AS taken FROM (
       SELECT count(*) AS taken FROM reservation_list, unnest(slot_minutes) AS covered
        WHERE branch_id = $1 AND booking_date = $2 AND slot_minutes && $3::int[] AND covered = ANY($3::int[]) GROUP BY covered) per_slot`,
    [branchId, date, slotMinutes],
  );
  return row?.taken ?? 0;
}
