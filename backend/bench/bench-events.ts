import { labelFromMinuteOfDay } from '@dealer/contracts';
import { newRecordId } from '../src/core/ids/record-id.js';
import { riyadhInstant } from '../src/core/time/riyadh-time.js';
import type { BookingEvent } from '../src/modules/booking/booking/booking.decider.js';
import type { SlotDayEvent } from '../src/modules/booking/slot-day/slot-day.decider.js';

/**
 * Events shaped exactly as the deciders emit them, typed by the deciders' own unions: the baseline and
 * the rebuild's history then carry the product's payloads, and a change of shape fails the build here.
 */

export interface BenchBooking {
  bookingId: string;
  branchId: string;
  branchName: string;
  date: string;
  slotMinute: number;
  customer: { id: string; email: string };
  /** A job of several slots: its service and every slot start it covers (else one slot of 'A/C Gas Refill'). */
  job?: { service: string; slotMinutes: number[] };
}

/** A new booking of a customer at a branch's date and slot (one slot unless a job is given), its id made as the product makes one. */
export function benchBooking(branch: { id: string; name: string }, customer: BenchBooking['customer'], date: string, slotMinute: number, job?: BenchBooking['job']): BenchBooking {
  return { bookingId: newRecordId(), branchId: branch.id, branchName: branch.name, date, slotMinute, customer, ...(job ? { job } : {}) };
}

type Placed = Extract<BookingEvent, { type: 'BookingPlaced' }>;
type Reserved = Extract<SlotDayEvent, { type: 'SlotReserved' }>;

const CONTACT = { firstName: 'Bench', lastName: 'Customer', phoneNumber: '+966500000001' };

export function placedEvents(b: BenchBooking): { booking: Placed; slot: Reserved } {
  const timeSlot = labelFromMinuteOfDay(b.slotMinute);
  const contact = { ...CONTACT, email: b.customer.email };
  return {
    booking: {
      type: 'BookingPlaced',
      data: {
        bookingId: b.bookingId,
        customerId: b.customer.id,
        ...contact,
        lang: 'en',
        vehicleType: 'Toyota',
        model: '2022',
        transmission: 'Automatic',
        waitingStatus: 'Dropping Off Vehicle',
        serviceDetails: [b.job?.service ?? 'A/C Gas Refill'],
        branchId: b.branchId,
        branchName: b.branchName,
        offer: '',
        isListed: false,
        // The bench's grid is hourly: a job lasts an hour per slot it covers.
        durationMinutes: 60 * (b.job?.slotMinutes.length ?? 1),
        bookingDate: b.date,
        bookingTime: timeSlot,
        slotMinute: b.slotMinute,
        reservationId: b.bookingId,
        startsAt: riyadhInstant(b.date, b.slotMinute).toISOString(),
      },
    },
    slot: {
      type: 'SlotReserved',
      data: {
        reservationId: b.bookingId,
        branchId: b.branchId,
        branchName: b.branchName,
        date: b.date,
        slotMinute: b.slotMinute,
        ...(b.job ? { slotMinutes: b.job.slotMinutes } : {}),
        timeSlot,
        bookingId: b.bookingId,
        source: 'booking',
        waiting: false,
        contact,
      },
    },
  };
}

export function cancelledEvents(bookingId: string): { booking: BookingEvent; slot: SlotDayEvent } {
  return {
    booking: { type: 'BookingStatusChanged', data: { from: 'booked', to: 'cancelled', by: 'customer' } },
    slot: { type: 'SlotReleased', data: { reservationId: bookingId, reason: 'cancelled' } },
  };
}

/** Shuffles in place (Fisher–Yates) and returns the array. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}
