import type { BookingStatus } from './booking.contract.js';
import type { OpenInterval } from './branch-hours.js';

/** A service on a chip, named as the lists have it and in Arabic where the catalog has a name ('' otherwise). */
export interface BoardService {
  en: string;
  ar: string;
}

/** One booking or admin reservation on the day board, placed in a lane (one of the branch's identical bays). */
export interface BoardChip {
  reservationId: string;
  /** Null for an admin reservation. */
  bookingId: string | null;
  /** A hold is a place kept for the first in the waitlist's line, until it is confirmed or lapses. */
  source: 'booking' | 'admin' | 'hold';
  /** The start's label on the slot grid ('10:00 AM') and its minute of the day. */
  timeSlot: string;
  slotMinute: number;
  /** Every slot start the work covers, the start first. */
  slotMinutes: number[];
  durationMinutes: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  /** Empty for an admin reservation. */
  vehicleType: string;
  model: string;
  services: BoardService[];
  /** Null for an admin reservation, which has no lifecycle. */
  status: BookingStatus | null;
  /** The status changes BOOKING_MOVES allows now (Riyadh time on the server); empty for a reservation. */
  moves: BookingStatus[];
  /** Whether the booking can still be moved to another time: open bookings only. */
  movable: boolean;
  /** The place (bay) it is drawn in, from 0. */
  lane: number;
}

/** GET /api/board?branch=&date=: one branch's day. */
export interface DayBoard {
  branchId: string;
  branchName: string;
  branchNameAr: string;
  date: string;
  /** Places (identical bays). */
  capacity: number;
  /** Minutes one slot of the grid lasts. */
  slotLength: number;
  /** When work may run that date (empty: closed). */
  hours: OpenInterval[];
  /** The grid of starts, in order. */
  slots: { timeSlot: string; minuteOfDay: number }[];
  chips: BoardChip[];
}

/** What the board's live stream sends: the day changed, read it again. */
export const BOARD_CHANGED_EVENT = 'changed';
