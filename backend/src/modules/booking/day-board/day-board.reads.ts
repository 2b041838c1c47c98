import type { BookingStatus } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';

/** A reservation of the day with its booking's row, when it has one. */
export interface BoardRow {
  reservationId: string;
  bookingId: string | null;
  /** A hold is a place kept for the first in the waitlist's line, until it is confirmed or lapses. */
  source: 'booking' | 'admin' | 'hold';
  slotMinute: number;
  timeSlot: string;
  slotMinutes: number[];
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  createdAt: Date;
  vehicleType: string | null;
  model: string | null;
  serviceDetails: string[] | null;
  status: BookingStatus | null;
  durationMinutes: number | null;
}

/**
 * Every place taken on one branch-day, from the inline read models: a cancelled booking has given its
 * reservation back, so it is not there; arrived, completed and no-show keep theirs.
 */
export async function boardRows(manager: EntityManager, branchId: string, date: string): Promise<BoardRow[]> {
  return (await manager.query(
    `SELECT r.id AS "reservationId", r.booking_id AS "bookingId", r.source, r.slot_minute AS "slotMinute", r.time_slot AS "timeSlot",
            r.slot_minutes AS "slotMinutes", r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.phone_number AS "phoneNumber",
            r.created_at AS "createdAt", b.vehicle_type AS "vehicleType", b.model, b.service_details AS "serviceDetails", b.status,
            b.duration_minutes AS "durationMinutes"
       FROM reservation_list r LEFT JOIN booking_list b ON b.id = r.booking_id
      WHERE r.branch_id = $1 AND r.booking_date = $2
      ORDER BY r.slot_minute, r.created_at, r.id`,
    [branchId, date],
  )) as BoardRow[];
}

/** The branch-days of these bookings as the list has them now: where a status change shows. */
export async function boardDaysOfBookings(manager: EntityManager, bookingIds: readonly string[]): Promise<{ branchId: string; date: string }[]> {
  if (bookingIds.length === 0) return [];
  return (await manager.query(
    `SELECT DISTINCT branch_id AS "branchId", booking_date::text AS "date" FROM booking_list WHERE id = ANY($1::uuid[])`,
    [bookingIds],
  )) as { branchId: string; date: string }[];
}
