import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStore } from '../../../core/event-store/event-store.js';
import { bookingStreamId, evolveBooking, initialBooking, type BookingEvent, type BookingState } from '../booking/booking.decider.js';
import { evolveSlotDay, initialSlotDay, slotDayStreamId, type SlotDayEvent, type SlotDayState } from '../slot-day/slot-day.decider.js';

export interface Loaded<S> {
  streamId: string;
  version: number;
  state: S;
}

/** Loads the engine's streams and folds them into their deciders' states. */
@Injectable()
export class BookingStreams {
  constructor(private readonly store: EventStore) {}

  /**
   * Loads slot-days under transaction-scoped advisory locks, in a fixed order so two transactions
   * never wait on each other. Writers of one branch-day queue instead of racing and retrying; the
   * stream's version check stays as the guarantee.
   */
  async slotDays(
    manager: EntityManager,
    days: { branchId: string; date: string }[],
    /** Runs only when another writer holds a day's lock, before waiting for it (e.g. to refuse early). */
    beforeWaiting?: () => Promise<void>,
  ): Promise<Map<string, Loaded<SlotDayState>>> {
    const streamIds = [...new Set(days.map((d) => slotDayStreamId(d.branchId, d.date)))].sort();
    const loaded = new Map<string, Loaded<SlotDayState>>();
    for (const streamId of streamIds) {
      const [{ free }] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS free', [streamId])) as { free: boolean }[];
      if (!free) {
        await beforeWaiting?.();
        await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
      }
      const { version, events } = await this.store.readStream(streamId, manager);
      loaded.set(streamId, { streamId, version, state: events.reduce((s, e) => evolveSlotDay(s, e as unknown as SlotDayEvent), initialSlotDay) });
    }
    return loaded;
  }

  /**
   * Loads a booking. With `lock`, changes of one booking queue behind each other (before any slot-day
   * lock, always in that order), so each decides on the booking as the previous change left it: a
   * second cancel finds the booking cancelled rather than its slot already given back.
   */
  /**
   * Serialises the bookings of one customer across branches and days, which no single slot-day stream
   * covers: the per-customer limits are checked and the booking appended under this lock, taken after
   * any booking lock and before the slot-day locks.
   */
  async lockCustomer(manager: EntityManager, customerId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [customerLockKey(customerId)]);
  }

  async booking(manager: EntityManager, bookingId: string, { lock = false }: { lock?: boolean } = {}): Promise<Loaded<BookingState>> {
    const streamId = bookingStreamId(bookingId);
    if (lock) await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
    const { version, events } = await this.store.readStream(streamId, manager);
    return { streamId, version, state: events.reduce((s, e) => evolveBooking(s, e as unknown as BookingEvent), initialBooking) };
  }
}

/** The advisory lock key of one customer's bookings (see BookingStreams.lockCustomer). */
export function customerLockKey(customerId: string): string {
  return `customer-bookings-${customerId}`;
}
