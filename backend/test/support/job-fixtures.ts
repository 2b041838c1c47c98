import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { plusDays, riyadhDate, riyadhInstant } from '../../src/core/time/riyadh-time.js';
import { testBookingDetails } from '../../src/modules/booking/booking/booking-details.fixture.js';
import { bookingStreamId, type BookingEvent } from '../../src/modules/booking/booking/booking.decider.js';
import { projectBookingLists } from '../../src/modules/booking/projections/booking-lists.projection.js';
import { catalogChanges } from '../../src/modules/catalog/shared/catalog-changes.js';
import { evolveSlotDay, initialSlotDay, reservationsAt, slotDayStreamId, type SlotDayState } from '../../src/modules/booking/slot-day/slot-day.decider.js';
import { EventStore } from '../../src/core/event-store/event-store.js';
import { BRANCH_DETAILS, SLOTS } from './booking-fixtures.js';
import type { Caller } from './http-client.js';
import type { TestApp } from './test-app.js';

/** Services that take one, two and three hourly slots. */
export const JOBS = [
  { name: 'Gas Refill', nameAr: 'تعبئة الغاز', minutes: 60 },
  { name: 'Coil Cleaning', nameAr: 'تنظيف المبخر', minutes: 120 },
  { name: 'Compressor Overhaul', nameAr: 'إصلاح الضاغط', minutes: 180 },
] as const;

/** The afternoon and evening starts the seeded grid lacks, so long jobs and late hours can be booked. */
export const EXTRA_SLOTS = ['12:00 PM', '03:00 PM', '09:00 PM', '10:00 PM'];

/**
 * Services with their durations. The admin API names them; the duration is written to its column
 * directly (the catalog's form gains the field separately), and the catalog told it changed.
 */
export async function seedJobs(t: TestApp, admin: Caller, jobs: readonly { name: string; nameAr: string; minutes: number }[] = JOBS): Promise<void> {
  for (const job of jobs) expect((await admin.post('/api/services/', { serviceName: job.name, serviceNameAr: job.nameAr, serviceCategory: 'A/C' })).status).toBe(201);
  const db = t.app.get(DataSource);
  for (const job of jobs) await db.query('UPDATE services SET duration_minutes = $2 WHERE service_name = $1', [job.name, job.minutes]);
  catalogChanges.emit('changed');
}

/** The grid's remaining starts, after those seedBranches made. */
export async function seedExtraSlots(admin: Caller): Promise<void> {
  for (const [index, label] of EXTRA_SLOTS.entries()) {
    expect((await admin.post('/api/timeslots/', { timeSlot: label, slotIndex: SLOTS.length + index + 1 })).status).toBe(201);
  }
}

/** A branch made through the admin API with its own hours ('HH:MM-AM' texts), returning its id. */
export async function seedBranch(admin: Caller, branchName: string, capacity: number, hours: Record<string, string> = {}): Promise<string> {
  const created = await admin.post<{ _id: string }>('/api/locations/', { ...BRANCH_DETAILS, branchName, capacity, ...hours });
  expect(created.status).toBe(201);
  return created.body._id;
}

/** A branch-day as its slot-day stream holds it: the engine's own record of the places taken. */
export async function slotDayState(t: TestApp, branchId: string, date: string): Promise<SlotDayState> {
  return (await t.app.get(EventStore).loadStream(slotDayStreamId(branchId, date), evolveSlotDay, initialSlotDay)).state;
}

/** Places taken per covered slot start, from the slot-day stream. */
export function takenBySlotDay(state: SlotDayState, minutes: readonly number[]): Record<number, number> {
  return Object.fromEntries(minutes.map((m) => [m, reservationsAt(state, m).length]));
}

/** Places taken per covered slot start, from the reservations read model. */
export async function takenByReadModel(t: TestApp, branchId: string, date: string): Promise<Record<number, number>> {
  const rows = (await t.app.get(DataSource).query(
    'SELECT covered, count(*)::int AS taken FROM reservation_list, unnest(slot_minutes) AS covered WHERE branch_id = $1 AND booking_date = $2 GROUP BY covered',
    [branchId, date],
  )) as { covered: number; taken: number }[];
  return Object.fromEntries(rows.map((r) => [r.covered, r.taken]));
}

/**
 * A booking whose appointment has already started (yesterday, 09:00 Riyadh), written as the place
 * use case writes one: the API refuses past times, and the lifecycle after the start needs one.
 */
export async function startedBooking(t: TestApp, customer: { id: string; email: string }, branch: { id: string; name: string }): Promise<string> {
  const bookingId = randomUUID();
  const bookingDate = plusDays(riyadhDate(new Date()), -1);
  const data: Extract<BookingEvent, { type: 'BookingPlaced' }>['data'] = {
    bookingId,
    ...testBookingDetails({ customerId: customer.id, email: customer.email, serviceDetails: [JOBS[1].name], branchId: branch.id, branchName: branch.name, durationMinutes: JOBS[1].minutes }),
    bookingDate,
    bookingTime: '09:00 AM',
    slotMinute: 540,
    reservationId: bookingId,
    startsAt: riyadhInstant(bookingDate, 540).toISOString(),
  };

  await t.app.get(DataSource).transaction(async (manager) => {
    const stored = await t.app.get(EventStore).append([{ streamId: bookingStreamId(bookingId), expectedVersion: 'no_stream', events: [{ type: 'BookingPlaced', data }] }], { actorId: customer.id, actorRole: 'customer' }, manager);
    await projectBookingLists(manager, stored);
  });
  return bookingId;
}
