import type { EntityManager } from 'typeorm';
import type { InlineReadModel } from '../../../core/event-store/inline-rebuild.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import type { SlotDayEvent } from '../slot-day/slot-day.decider.js';

/**
 * Inline projection of the waitlist events into waitlist_entries, in the transaction that appends
 * them: My Account reads its own join at once, and the worker finds every open hold's expiry here.
 */
export async function projectWaitlist(manager: EntityManager, events: StoredEvent[]): Promise<void> {
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as SlotDayEvent;
    switch (event.type) {
      case 'WaitlistJoined': {
        const d = event.data;
        await manager.query(
          `INSERT INTO waitlist_entries (id, customer_id, branch_id, branch_name, booking_date, window_start, window_end, service_details,
             duration_minutes, vehicle_type, model, first_name, last_name, email, phone_number, status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'waiting', $16)`,
          [d.entryId, d.customerId, d.branchId, d.branchName, d.date, d.windowStartLabel, d.windowEndLabel, d.booking.serviceDetails, d.minutes,
            d.booking.vehicleType, d.booking.model, d.contact.firstName, d.contact.lastName, d.contact.email, d.contact.phoneNumber, stored.recordedAt],
        );
        break;
      }
      case 'WaitlistLeft':
        await manager.query(`UPDATE waitlist_entries SET status = 'left', hold_expires_at = NULL WHERE id = $1`, [event.data.entryId]);
        break;
      case 'SlotHeld':
        await manager.query(`UPDATE waitlist_entries SET status = 'offered', hold_id = $2, held_time = $3, hold_expires_at = $4 WHERE id = $1`, [
          event.data.entryId, event.data.holdId, event.data.timeSlot, event.data.expiresAt,
        ]);
        break;
      case 'HoldConfirmed':
        await manager.query(`UPDATE waitlist_entries SET status = 'booked', booking_id = $2, hold_expires_at = NULL WHERE id = $1`, [event.data.entryId, event.data.bookingId]);
        break;
      case 'HoldLapsed':
        await manager.query(`UPDATE waitlist_entries SET status = 'lapsed', hold_expires_at = NULL WHERE id = $1`, [event.data.entryId]);
        break;
      default:
        break;
    }
  }
}

/** For `npm run projections:rebuild`. */
export const waitlistModel: InlineReadModel = { name: 'waitlist', tables: ['waitlist_entries'], project: projectWaitlist };
