import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  branchInUseMessage,
  type BookingEventRow,
  type BookingRow,
  type BranchDependents,
  type BranchInUseResponse,
  type CustomerListResponse,
  type ListResponse,
  type LocationRow,
  type ReservationRow,
  type WaitlistEntryRow,
} from '@dealer/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventStore } from '../src/core/event-store/event-store.js';
import { projectBookingLists } from '../src/modules/booking/projections/booking-lists.projection.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { BRANCH_DETAILS, booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { startedBooking } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Deleting a branch (DELETE /api/locations/{id}): refused with 409 and what is left while anything live
 * depends on it, in the admin's language; staff who work elsewhere too lose it; a branch with only past
 * bookings goes and its history still reads; and a booking racing the delete never lands on a branch
 * that is gone.
 */
let t: TestApp;
let admin: Caller;
let adminAr: Caller;
const day = workingDate(3);
const nothing: BranchDependents = { upcomingBookings: 0, reservedSlots: 0, waitlistEntries: 0, onlyBranchOf: [] };
const walkIn = (branchName: string, bookingTime: string) => ({ firstName: 'Khalid', lastName: 'D', email: 'khalid@example.com', phoneNumber: '0551234567', branchName, bookingDate: day, bookingTime });

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKINGS_PER_HOUR: '1000' } });
  admin = await adminCaller(t);
  adminAr = new Caller(t.app, 'ar', admin.ip);
  adminAr.cookie = admin.cookie;
  await seedBranches(admin, [{ name: 'Riyadh - Olaya', capacity: 1 }]);
});
afterAll(async () => {
  await t?.close();
});

async function newBranch(branchName: string, capacity = 1): Promise<string> {
  const created = await admin.post<{ _id: string }>('/api/locations/', { ...BRANCH_DETAILS, branchName, capacity });
  expect(created.status).toBe(201);
  return created.body._id;
}
const branchNames = async () => (await admin.get<ListResponse<LocationRow>>('/api/locations/')).body.data.map((row) => row.branchName);
const idOf = async (caller: Caller) => (await caller.get<{ _id: string; email: string }>('/api/customers/me')).body;

/** The delete refused in both languages with these dependents; the branch is still listed. */
async function expectRefused(branchId: string, branchName: string, dependents: BranchDependents): Promise<void> {
  const message = branchInUseMessage(dependents);
  const english = await admin.delete<BranchInUseResponse>(`/api/locations/${branchId}`);
  expect(english).toMatchObject({ status: 409, body: { message: message.en, dependents } });
  const arabic = await adminAr.delete<BranchInUseResponse>(`/api/locations/${branchId}`);
  expect(arabic).toMatchObject({ status: 409, body: { message: message.ar, dependents } });
  expect(await branchNames()).toContain(branchName);
}

describe('deleting a branch that still has something live', () => {
  it('refuses while it has an upcoming booking, and deletes once the booking is cancelled', async () => {
    const branchId = await newBranch('Jeddah - Rawdah');
    const customer = await customerCaller(t, 'booker@example.com');
    const placed = await customer.post<{ _id: string }>('/api/bookings/', booking('Jeddah - Rawdah', day, '10:00 AM'));
    expect(placed.status).toBe(201);
    await expectRefused(branchId, 'Jeddah - Rawdah', { ...nothing, upcomingBookings: 1 });
    expect((await admin.delete<BranchInUseResponse>(`/api/locations/${branchId}`)).body.message).toBe('This branch still has 1 upcoming booking. Cancel or move it first.');
    expect((await adminAr.delete<BranchInUseResponse>(`/api/locations/${branchId}`)).body.message).toBe('هذا الفرع ما زال لديه حجز قادم واحد. ألغِه أو انقله أولاً.');

    expect((await customer.post(`/api/bookings/${placed.body._id}/cancel`)).status).toBe(200);
    expect(await admin.delete(`/api/locations/${branchId}`)).toMatchObject({ status: 200, body: { message: 'Branch has been deleted Successfully' } });
    expect(await branchNames()).not.toContain('Jeddah - Rawdah');
    // The cancelled booking is history and keeps the branch's name.
    expect((await customer.get<ListResponse<BookingRow>>('/api/bookings/list/booker@example.com')).body.data).toEqual([
      expect.objectContaining({ _id: placed.body._id, branchName: 'Jeddah - Rawdah', status: 'cancelled' }),
    ]);
  });

  it('refuses while it has a reserved slot, which stays listed, and deletes once it is released', async () => {
    const branchId = await newBranch('Dammam - Faisaliyah', 2);
    const reserved = await admin.post<{ _id: string }>('/api/managetimeslots/', walkIn('Dammam - Faisaliyah', '09:00 AM'));
    expect(reserved.status).toBe(201);
    const placed = await admin.post<{ _id: string }>('/api/bookings/', booking('Dammam - Faisaliyah', day, '11:00 AM'));
    expect(placed.status).toBe(201);
    // A booking's own reservation is counted as the booking, not as a reserved slot.
    await expectRefused(branchId, 'Dammam - Faisaliyah', { ...nothing, upcomingBookings: 1, reservedSlots: 1 });
    expect((await admin.delete<BranchInUseResponse>(`/api/locations/${branchId}`)).body.message).toBe(
      'This branch still has 1 upcoming booking and 1 reserved slot. Cancel or move them first.',
    );
    expect((await admin.get<ListResponse<ReservationRow>>('/api/managetimeslots')).body.data.map((row) => row._id)).toContain(reserved.body._id);

    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'cancelled' })).status).toBe(200);
    await expectRefused(branchId, 'Dammam - Faisaliyah', { ...nothing, reservedSlots: 1 });
    expect((await admin.delete(`/api/managetimeslots/${reserved.body._id}`)).status).toBe(200);
    expect((await admin.delete(`/api/locations/${branchId}`)).status).toBe(200);
    expect((await admin.get<ListResponse<ReservationRow>>('/api/managetimeslots')).body.data.some((row) => row.branchName === 'Dammam - Faisaliyah')).toBe(false);
  });

  it('refuses while it has a waitlist entry, saying how that ends, and deletes once the line has left', async () => {
    const branchId = await newBranch('Khobar - Corniche');
    const first = await customerCaller(t, 'first@example.com');
    const second = await customerCaller(t, 'second@example.com');
    const placed = await first.post<{ _id: string }>('/api/bookings/', booking('Khobar - Corniche', day, '09:00 AM'));
    expect(placed.status).toBe(201);
    const { bookingTime: _time, ...wanted } = booking('Khobar - Corniche', day, '09:00 AM');
    const joined = await second.post<{ _id: string }>('/api/waitlist', { ...wanted, windowStart: '09:00 AM', windowEnd: '09:00 AM' });
    expect(joined.status).toBe(201);

    await expectRefused(branchId, 'Khobar - Corniche', { ...nothing, upcomingBookings: 1, waitlistEntries: 1 });
    expect((await admin.delete<BranchInUseResponse>(`/api/locations/${branchId}`)).body.message).toBe(
      'This branch still has 1 upcoming booking and 1 waitlist entry. Cancel or move the bookings first; waitlist entries end when their customers leave or their day has passed.',
    );
    expect((await adminAr.delete<BranchInUseResponse>(`/api/locations/${branchId}`)).body.message).toBe(
      'هذا الفرع ما زال لديه حجز قادم واحد وطلب واحد في قائمة الانتظار. ألغِ الحجوزات أو انقلها أولاً، وتنتهي طلبات قائمة الانتظار حين يغادرها أصحابها أو يمضي يومها.',
    );
    expect((await second.get<ListResponse<WaitlistEntryRow>>('/api/waitlist/mine')).body.data).toEqual([expect.objectContaining({ _id: joined.body._id, status: 'waiting' })]);

    expect((await second.delete(`/api/waitlist/${joined.body._id}`)).status).toBe(200);
    expect((await first.post(`/api/bookings/${placed.body._id}/cancel`)).status).toBe(200);
    expect((await admin.delete(`/api/locations/${branchId}`)).status).toBe(200);
  });
});

describe("a branch and its staff", () => {
  it('refuses while it is a staff member\'s only branch, naming them; staff who also work elsewhere keep both meanwhile', async () => {
    const solo = await newBranch('Makkah - Aziziyah');
    const other = await newBranch('Makkah - Awali');
    const sara = await customerCaller(t, 'sara-staff@example.com');
    const omar = await customerCaller(t, 'omar-staff@example.com');
    const saraId = (await idOf(sara))._id;
    const omarId = (await idOf(omar))._id;
    expect((await admin.put(`/api/customers/${saraId}`, { firstName: 'Sara', lastName: 'Al-Qahtani', type: 'staff', branches: [solo] })).status).toBe(200);
    expect((await admin.put(`/api/customers/${omarId}`, { firstName: 'Omar', lastName: 'Khan', type: 'staff', branches: [solo, other] })).status).toBe(200);

    await expectRefused(solo, 'Makkah - Aziziyah', { ...nothing, onlyBranchOf: [{ _id: saraId, name: 'Sara A.' }] });
    expect((await admin.delete<BranchInUseResponse>(`/api/locations/${solo}`)).body.message).toBe('Give Sara A. another branch first, as this is their only one.');
    expect((await adminAr.delete<BranchInUseResponse>(`/api/locations/${solo}`)).body.message).toBe(
      'أسند فرعاً آخر إلى \u2068Sara A.\u2069 أولاً، فهذا هو الفرع الوحيد المسند إلى هذا الحساب.',
    );
    expect((await omar.get<{ branches: string[] }>('/api/customers/me')).body.branches).toEqual([solo, other]);
  });

  it('takes the branch off the lists of staff who work elsewhere too, in the same delete; their board and account read', async () => {
    const solo = await newBranch('Madinah - Quba');
    const other = await newBranch('Madinah - Uhud');
    const reem = await customerCaller(t, 'reem-staff@example.com');
    const fahad = await customerCaller(t, 'fahad-staff@example.com');
    const reemId = (await idOf(reem))._id;
    const fahadId = (await idOf(fahad))._id;
    expect((await admin.put(`/api/customers/${reemId}`, { type: 'staff', branches: [solo, other] })).status).toBe(200);
    expect((await admin.put(`/api/customers/${fahadId}`, { type: 'staff', branches: [other, solo] })).status).toBe(200);

    expect((await admin.delete(`/api/locations/${solo}`)).status).toBe(200);
    const rows = (await admin.get<CustomerListResponse>('/api/customers')).body.customers;
    expect(rows.filter((row) => [reemId, fahadId].includes(row._id)).map((row) => row.branches)).toEqual([[other], [other]]);
    for (const staff of [reem, fahad]) {
      // A session read within the last second may still be answered from this process's memory.
      await eventually(async () => expect((await staff.get<{ branches: string[] }>('/api/customers/me')).body).toMatchObject({ type: 'staff', branches: [other] }));
      expect((await staff.get(`/api/board?branch=${other}&date=${day}`)).status).toBe(200);
      expect((await staff.get(`/api/board?branch=${solo}&date=${day}`)).status).toBe(400);
    }
    // No account anywhere still names the deleted branch.
    const named = await t.app.get(DataSource).query('SELECT id FROM customers WHERE $1::uuid = ANY(branch_ids)', [solo]);
    expect(named).toEqual([]);
  });
});

describe('a branch with only past bookings', () => {
  it('is deleted, and its bookings still read with the branch name they were booked under', async () => {
    const branchId = await newBranch('Taif - Shihar');
    const customer = await customerCaller(t, 'history@example.com');
    const me = await idOf(customer);
    const pastId = await startedBooking(t, { id: me._id, email: me.email }, { id: branchId, name: 'Taif - Shihar' });
    expect((await admin.post(`/api/bookings/${pastId}/status`, { status: 'completed' })).status).toBe(200);

    expect((await admin.delete(`/api/locations/${branchId}`)).status).toBe(200);
    expect(await branchNames()).not.toContain('Taif - Shihar');

    const mine = (await customer.get<ListResponse<BookingRow>>('/api/bookings/list/history@example.com')).body.data;
    expect(mine).toEqual([expect.objectContaining({ _id: pastId, branchName: 'Taif - Shihar', status: 'completed' })]);
    const desk = await admin.get(`/api/bookings?branch=${encodeURIComponent('Taif - Shihar')}`);
    // The desk's filter names branches that exist; the whole list still holds the booking.
    expect(desk.status).toBe(400);
    expect((await admin.get<ListResponse<BookingRow>>('/api/bookings')).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: pastId, branchName: 'Taif - Shihar' })]));
    const history = await customer.get<ListResponse<BookingEventRow>>(`/api/bookings/${pastId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((line) => line.type)).toEqual(['BookingPlaced', 'BookingStatusChanged']);
    expect(history.body.data[1]).toMatchObject({ actorRole: 'admin' });
    expect(await customer.get(`/api/bookings/${pastId}`)).toMatchObject({ status: 200, body: { _id: pastId, branchName: 'Taif - Shihar', status: 'completed' } });
  });
});

describe('a delete and the booking engine at the same moment', () => {
  it("waits for a writer holding one of the branch's days, then counts what it wrote", async () => {
    const branchId = await newBranch('Abha - Manhal', 2);
    const db = t.app.get(DataSource);
    const writer = db.createQueryRunner();
    await writer.startTransaction();
    try {
      // As the engine writes an admin reservation: under the branch-day's lock, the event and its list row.
      const streamId = `slots-${branchId}-${day}`;
      await writer.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
      const reservation = {
        reservationId: randomUUID(),
        branchId,
        branchName: 'Abha - Manhal',
        date: day,
        slotMinute: 600,
        timeSlot: '10:00 AM',
        slotMinutes: [600],
        bookingId: null,
        source: 'admin',
        waiting: false,
        contact: { firstName: 'Khalid', lastName: 'D', email: 'khalid@example.com', phoneNumber: '0551234567' },
      };
      const stored = await t.app.get(EventStore).append([{ streamId, expectedVersion: 'no_stream', events: [{ type: 'SlotReserved', data: reservation }] }], { actorRole: 'admin' }, writer.manager);
      await projectBookingLists(writer.manager, stored);

      const deleting = admin.delete<BranchInUseResponse>(`/api/locations/${branchId}`);
      await eventually(async () => {
        const [waiting] = (await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%generate_series%'`,
        )) as { n: number }[];
        expect(waiting!.n).toBe(1);
      });
      await writer.commitTransaction();
      expect(await deleting).toMatchObject({ status: 409, body: { dependents: { ...nothing, reservedSlots: 1 } } });
    } finally {
      if (writer.isTransactionActive) await writer.rollbackTransaction();
      await writer.release();
    }
  });

  it('never both places a booking and deletes its branch', async () => {
    const booker = await adminCaller(t);
    for (let round = 0; round < 12; round++) {
      const name = `Race ${round}`;
      const branchId = await newBranch(name, 5);
      // The two start a little apart, one way or the other, so that different interleavings are met.
      const offset = [-8, -4, -2, 0, 1, 2][round % 6]!;
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [placed, deleted] = await Promise.all([
        (async () => {
          if (offset > 0) await later(offset);
          return booker.post<{ _id: string }>('/api/bookings/', booking(name, day, '10:00 AM'));
        })(),
        (async () => {
          if (offset < 0) await later(-offset);
          return admin.delete(`/api/locations/${branchId}`);
        })(),
      ]);
      const listed = (await t.app.get(DataSource).query('SELECT id FROM booking_list WHERE branch_id = $1', [branchId])) as { id: string }[];
      const outcome = { round, booking: placed.status, delete: deleted.status, branchListed: (await branchNames()).includes(name), bookingsListed: listed.length };
      if (placed.status === 201) {
        // The booking got there first: the delete saw it and refused.
        expect(outcome).toEqual({ ...outcome, delete: 409, branchListed: true, bookingsListed: 1 });
        expect((await booker.post(`/api/bookings/${placed.body._id}/status`, { status: 'cancelled' })).status).toBe(200);
      } else {
        // The delete got there first: the booking found no such branch.
        expect(outcome).toEqual({ ...outcome, booking: 400, delete: 200, branchListed: false, bookingsListed: 0 });
      }
    }
  });
});
