import type { BookingRow, ReservationRow } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';
import type { HeldBooking } from '../shared/customer-limits.js';

const BOOKING_COLUMNS = `id AS "_id", email, first_name AS "firstName", last_name AS "lastName", phone_number AS "phoneNumber",
  vehicle_type AS "vehicleType", model, transmission, waiting_status AS "waitingStatus", service_details AS "serviceDetails",
  branch_name AS "branchName", booking_date AS "bookingDate", booking_time AS "bookingTime", offer, is_listed AS "isListed",
  status, created_at AS "createdAt"`;

type Raw<T> = Omit<T, 'createdAt'> & { createdAt: Date };
const withIsoTime = <T extends { createdAt: string }>(rows: Raw<T>[]): T[] => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }) as T);

/** Newest appointments first, as the history grids show them. */
export async function bookingRows(manager: EntityManager, of?: { customerId: string } | { email: string }): Promise<BookingRow[]> {
  const where = !of ? '' : 'customerId' in of ? 'WHERE customer_id = $1' : 'WHERE email = $1';
  const rows = (await manager.query(
    `SELECT ${BOOKING_COLUMNS} FROM booking_list ${where} ORDER BY booking_date DESC, slot_minute DESC, id`,
    !of ? [] : ['customerId' in of ? of.customerId : of.email],
  )) as Raw<BookingRow>[];
  return withIsoTime(rows);
}

const RESERVATION_COLUMNS = `id AS "_id", first_name AS "firstName", last_name AS "lastName", email, phone_number AS "phoneNumber",
  branch_name AS "branchName", booking_date AS "bookingDate", time_slot AS "bookingTime", source, booking_id AS "bookingId",
  created_at AS "createdAt"`;

export async function reservationRows(manager: EntityManager): Promise<ReservationRow[]> {
  const rows = (await manager.query(`SELECT ${RESERVATION_COLUMNS} FROM reservation_list ORDER BY booking_date DESC, slot_minute, branch_name`)) as Raw<ReservationRow>[];
  return withIsoTime(rows);
}

/** Taken places per slot of one branch-day: the availability fallback and the spec's booked-slots route. */
export async function takenPerSlot(manager: EntityManager, branchId: string, date: string): Promise<{ slotMinute: number; timeSlot: string; taken: number }[]> {
  const rows = (await manager.query(
    `SELECT slot_minute AS "slotMinute", min(time_slot) AS "timeSlot", count(*)::int AS taken
       FROM reservation_list WHERE branch_id = $1 AND booking_date = $2 GROUP BY slot_minute ORDER BY slot_minute`,
    [branchId, date],
  )) as { slotMinute: number; timeSlot: string; taken: number }[];
  return rows;
}

export async function reservationById(manager: EntityManager, id: string): Promise<{ branchId: string; date: string; source: string; bookingId: string | null } | null> {
  const rows = (await manager.query(
    `SELECT branch_id AS "branchId", booking_date AS "date", source, booking_id AS "bookingId" FROM reservation_list WHERE id = $1`,
    [id],
  )) as { branchId: string; date: string; source: string; bookingId: string | null }[];
  return rows[0] ?? null;
}

/** Places taken in one slot, as the inline read model has them (committed reservations only). */
export async function placesTaken(manager: EntityManager, branchId: string, date: string, slotMinute: number): Promise<number> {
  const [row] = (await manager.query(
    'SELECT count(*)::int AS taken FROM reservation_list WHERE branch_id = $1 AND booking_date = $2 AND slot_minute = $3',
    [branchId, date, slotMinute],
  )) as { taken: number }[];
  return row?.taken ?? 0;
}

/** A customer's open bookings from a date on: what the per-customer limits count. */
export async function openBookingsOf(manager: EntityManager, customerId: string, fromDate: string): Promise<HeldBooking[]> {
  return (await manager.query(
    `SELECT id AS "bookingId", booking_date::text AS "bookingDate", slot_minute AS "slotMinute" FROM booking_list
      WHERE customer_id = $1 AND booking_date >= $2 AND status IN ('booked', 'confirmed')`,
    [customerId, fromDate],
  )) as HeldBooking[];
}
