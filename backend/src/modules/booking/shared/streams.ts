import { BOOKING_MESSAGES, OPEN_BOOKING_STATUSES } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { queryPrepared } from '../../../core/database/prepared-query.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { LoadedStream } from '../../../core/event-store/stream-loader.js';
import { ApiError } from '../../../core/http/api-error.js';
import type { Actor } from '../../identity/index.js';
import { bookingStreamId, evolveBooking, initialBooking, type BookingState } from '../booking/booking.decider.js';
import { checkBookingAccess } from './booking-access.js';
import type { HeldBooking } from './customer-limits.js';

/** Loads booking streams and takes the locks bookings queue on (slot-days: see SlotDayToolkit). */
@Injectable()
export class BookingStreams {
  constructor(private readonly store: EventStore) {}

  /**
   * Serialises the bookings of one customer across branches and days, which no single slot-day stream
   * covers: the per-customer limits are checked and the booking appended under this lock, taken after
   * any booking lock and before the slot-day locks.
   */
  async lockCustomer(manager: EntityManager, customerId: string): Promise<void> {
    await queryPrepared(manager, 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [customerLockKey(customerId)]);
  }

  /**
   * Takes the customer's lock (as lockCustomer) and reads, once it is granted, the customer's open
   * bookings from a date on: what the per-customer limits count. One round trip, through the
   * `open_bookings_after_lock` function, whose read sees every booking committed before the lock was.
   */
  async lockCustomerForLimits(manager: EntityManager, customerId: string, fromDate: string): Promise<HeldBooking[]> {
    return queryPrepared<HeldBooking>(manager, 'SELECT * FROM open_bookings_after_lock($1, $2, $3, $4)', [
      customerLockKey(customerId),
      customerId,
      fromDate,
      OPEN_BOOKING_STATUSES,
    ]);
  }

  /**
   * Loads a booking. With `lock`, changes of one booking queue behind each other (before any slot-day
   * lock, always in that order), so each decides on the booking as the previous change left it: a
   * second cancel finds the booking cancelled rather than its slot already given back.
   */
  async booking(manager: EntityManager, bookingId: string, { lock = false }: { lock?: boolean } = {}): Promise<LoadedStream<BookingState>> {
    const streamId = bookingStreamId(bookingId);
    if (lock) await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
    return this.store.loadStream(streamId, evolveBooking, initialBooking, manager);
  }

  /**
   * Loads, under its lock, a booking the caller may change: an admin any, staff one of their branches,
   * a customer their own (checkBookingAccess).
   */
  async bookingToChange(manager: EntityManager, bookingId: string, caller: Actor): Promise<LoadedStream<PlacedBooking>> {
    const { streamId, version, state } = await this.booking(manager, bookingId, { lock: true });
    if (state.status === 'none') throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    checkBookingAccess(caller, { customerId: state.details.customerId, branchId: state.details.branchId });
    return { streamId, version, state };
  }
}

export type PlacedBooking = Exclude<BookingState, { status: 'none' }>;

/** The advisory lock key of one customer's bookings (see BookingStreams.lockCustomer). */
export function customerLockKey(customerId: string): string {
  return `customer-bookings-${customerId}`;
}
