import type { EntityManager } from 'typeorm';
import type { InlineReadModel } from '../../../core/event-store/inline-rebuild.js';
import type { SqlStatement } from '../../../core/event-store/event-store.js';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import type { SlotDayEvent } from '../slot-day/slot-day.decider.js';

type Projected<K extends SlotDayEvent['type']> = (data: Extract<SlotDayEvent, { type: K }>['data'], recordedAt: Date) => SqlStatement;

/** The statement each waitlist event writes; the other events leave waitlist_entries alone. */
const STATEMENTS: { [K in SlotDayEvent['type']]?: Projected<K> } = {
  WaitlistJoined: (d, recordedAt) => ({
    sql: `INSERT INTO waitlist_entries (id, customer_id, branch_id, branch_name, booking_date, window_start, window_end, service_details,
            duration_minutes, vehicle_type, model, first_name, last_name, email, phone_number, status, created_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'waiting', $16)`,
    params: [d.entryId, d.customerId, d.branchId, d.branchName, d.date, d.windowStartLabel, d.windowEndLabel, d.booking.serviceDetails, d.minutes,
      d.booking.vehicleType, d.booking.model, d.contact.firstName, d.contact.lastName, d.contact.email, d.contact.phoneNumber, recordedAt],
  }),
  WaitlistLeft: (d) => ({ sql: `UPDATE waitlist_entries SET status = 'left', hold_expires_at = NULL WHERE id = $1`, params: [d.entryId] }),
  SlotHeld: (d) => ({
    sql: `UPDATE waitlist_entries SET status = 'offered', hold_id = $2, held_time = $3, hold_expires_at = $4 WHERE id = $1`,
    params: [d.entryId, d.holdId, d.timeSlot, d.expiresAt],
  }),
  HoldConfirmed: (d) => ({ sql: `UPDATE waitlist_entries SET status = 'booked', booking_id = $2, hold_expires_at = NULL WHERE id = $1`, params: [d.entryId, d.bookingId] }),
  HoldLapsed: (d) => ({ sql: `UPDATE waitlist_entries SET status = 'lapsed', hold_expires_at = NULL WHERE id = $1`, params: [d.entryId] }),
};

/** Whether any of these events changes waitlist_entries (so projectWaitlist has something to write). */
export function touchesWaitlist(events: readonly Pick<StoredEvent, 'type'>[]): boolean {
  return events.some((event) => Object.hasOwn(STATEMENTS, event.type));
}

/**
 * Inline projection of the waitlist events into waitlist_entries, in the transaction that appends
 * them: My Account reads its own join at once, and the worker finds every open hold's expiry here.
 */
export async function projectWaitlist(manager: EntityManager, events: StoredEvent[]): Promise<void> {
  for (const stored of events) {
    const statement = STATEMENTS[stored.type as SlotDayEvent['type']] as Projected<SlotDayEvent['type']> | undefined;
    if (!statement) continue;
    const { sql, params } = statement(stored.data as SlotDayEvent['data'], stored.recordedAt);
    await manager.query(sql, params);
  }
}

/** For `npm run projections:rebuild`. */
export const waitlistModel: InlineReadModel = { name: 'waitlist', tables: ['waitlist_entries'], project: projectWaitlist };
