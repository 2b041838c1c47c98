import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BookingStreams } from '../src/modules/booking/shared/streams.js';
import { useEventStoreDatabase, waitFor } from './support/event-store-fixture.js';

/** The customer's lock and the open bookings the limits count come in one round trip, and the read follows the lock. */
const t = useEventStoreDatabase();

/** A row of the bookings list as the projection writes it; only what the limits read varies. */
async function listBooking(manager: EntityManager, customerId: string, date: string, status: string): Promise<string> {
  const id = randomUUID();
  await manager.query(
    `INSERT INTO booking_list (id, customer_id, email, first_name, last_name, phone_number, vehicle_type, model, transmission,
       waiting_status, service_details, branch_id, branch_name, booking_date, booking_time, slot_minute, reservation_id, offer,
       is_listed, status, created_at, updated_at, duration_minutes)
     VALUES ($1, $2, 'amal@example.sa', 'Amal', 'Saleh', '0500000000', 'Sedan', 'Camry', 'Automatic', 'Waiting', '{AC check}',
       $3, 'Olaya', $4, '09:00 AM', 540, $1, '', false, $5, now(), now(), 60)`,
    [id, customerId, randomUUID(), date, status],
  );
  return id;
}

describe('BookingStreams.lockCustomerForLimits', () => {
  it('waits for a held customer lock, then counts the open bookings its holder committed meanwhile', async () => {
    const streams = new BookingStreams(t.store);
    const customerId = randomUUID();
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    try {
      expect(await streams.lockCustomerForLimits(holder.manager, customerId, '2030-01-01')).toEqual([]);
      const open = await listBooking(holder.manager, customerId, '2030-01-02', 'booked');
      await listBooking(holder.manager, customerId, '2030-01-03', 'cancelled');
      await listBooking(holder.manager, customerId, '2029-12-31', 'confirmed');
      await listBooking(holder.manager, randomUUID(), '2030-01-02', 'booked');
      const queued = t.db.transaction((tx) => streams.lockCustomerForLimits(tx, customerId, '2030-01-01'));
      await waitFor('the second booking to wait for the customer', () => t.someSession(`wait_event_type = 'Lock' AND query LIKE '%open_bookings_after_lock%'`));
      await holder.commitTransaction();
      // A single statement would have taken its snapshot before waiting, and counted nothing.
      expect(await queued).toEqual([{ bookingId: open, bookingDate: '2030-01-02', slotMinute: 540 }]);
    } finally {
      await holder.release();
    }
  });
});
