import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, BOOKING_MESSAGES, riyadhDate, type AvailableSlot, type BookingRow, type ReservationRow } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, fridayAhead, seedBranches, workingDate } from './support/booking-fixtures.js';
import { eventually } from './support/eventually.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let sara: Caller;
let omar: Caller;
const day = workingDate(3);
const otherDay = workingDate(5);

beforeAll(async () => {
  // Two customers make many bookings here; the per-customer limits have their own tests (limits.int-spec).
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '100', BOOKINGS_PER_HOUR: '1000' } });
  admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  omar = await customerCaller(t, 'omar@example.com');
  await seedBranches(admin, [{ name: 'Riyadh - Olaya', capacity: 1 }, { name: 'Jeddah - Rawdah', capacity: 2 }]);
});
afterAll(async () => {
  await t?.close();
});

const free = async (branch: string, date: string) =>
  (await new Caller(t.app).get<{ data: AvailableSlot[] }>(`/api/availability?branch=${encodeURIComponent(branch)}&date=${date}`)).body.data.map((s) => `${s.timeSlot}:${s.free}`);

describe('placing a booking', () => {
  it('books a free slot, shows it everywhere and takes the slot', async () => {
    await eventually(async () => expect(await free('Riyadh - Olaya', day)).toContain('09:00 AM:1'));
    const placed = await sara.post<{ message: string; _id: string }>('/api/bookings/', booking('Riyadh - Olaya', day, '09:00 AM'));
    expect(placed).toMatchObject({ status: 201, body: { message: BOOKING_MESSAGES.booked.en, _id: expect.any(String) } });

    const mine = await sara.get<{ data: BookingRow[] }>('/api/bookings/list/sara@example.com');
    expect(mine.body.data).toEqual([expect.objectContaining({ _id: placed.body._id, branchName: 'Riyadh - Olaya', bookingDate: day, bookingTime: '09:00 AM', status: 'booked', serviceDetails: ['A/C Gas Refill'], email: 'sara@example.com' })]);
    expect((await admin.get<{ data: BookingRow[] }>('/api/bookings/')).body.data.map((b) => b._id)).toContain(placed.body._id);
    await eventually(async () => expect(await free('Riyadh - Olaya', day)).not.toContain('09:00 AM:1'));
    const booked = await new Caller(t.app).get<{ data: unknown[] }>(`/api/managetimeslots/${day.slice(5, 7)}_${day.slice(8)}_${day.slice(0, 4)}/Riyadh%20-%20Olaya`);
    expect(booked.body.data).toEqual([{ bookingDate: day, bookingTime: '09:00 AM', branchName: 'Riyadh - Olaya' }]);
    const history = await sara.get<{ data: { type: string }[] }>(`/api/bookings/${placed.body._id}/history`);
    expect(history.body.data.map((e) => e.type)).toEqual(['BookingPlaced']);
  });

  it('refuses a full slot with 409 and a clear message', async () => {
    const full = await omar.post('/api/bookings/', booking('Riyadh - Olaya', day, '09:00 AM'));
    expect(full).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotFull.en } });
  });

  it('refuses closed days, past times, dates beyond the horizon, unknown branches and slots', async () => {
    // Each names the field the site shows it at: the day for a closed or too-distant one, the time for a past one.
    expect((await omar.post('/api/bookings/', booking('Riyadh - Olaya', fridayAhead(), '09:00 AM'))).body).toMatchObject({
      message: BOOKING_MESSAGES.branchClosed.en,
      errors: [{ field: 'bookingDate', message: BOOKING_MESSAGES.branchClosed.en }],
    });
    expect((await omar.post('/api/bookings/', booking('Riyadh - Olaya', '2020-01-04', '09:00 AM'))).body).toMatchObject({
      message: BOOKING_MESSAGES.slotPast.en,
      errors: [{ field: 'bookingTime', message: BOOKING_MESSAGES.slotPast.en }],
    });
    const tooFar = await omar.post<{ message: string; errors: unknown }>('/api/bookings/', booking('Riyadh - Olaya', workingDate(120), '09:00 AM'));
    expect(tooFar.body.message).toMatch(/up to 90 days ahead/);
    expect(tooFar.body.errors).toEqual([{ field: 'bookingDate', message: tooFar.body.message }]);
    expect((await omar.post('/api/bookings/', booking('Nowhere', day, '09:00 AM'))).body.message).toBe(BOOKING_MESSAGES.unknownBranch.en);
    expect((await omar.post('/api/bookings/', booking('Riyadh - Olaya', day, '03:17 PM'))).body.message).toBe(BOOKING_MESSAGES.unknownSlot.en);
    expect((await omar.post('/api/bookings/', booking('Riyadh - Olaya', '31/12/2026', '09:00 AM'))).status).toBe(400);
    expect((await omar.post('/api/bookings/', { ...booking('Riyadh - Olaya', day, '10:00 AM'), waitingStatus: 'Sleeping' })).status).toBe(400);
    expect((await omar.post('/api/bookings/', { ...booking('Riyadh - Olaya', day, '10:00 AM'), serviceDetails: [] })).status).toBe(400);
    await eventually(async () => expect(await free('Riyadh - Olaya', fridayAhead())).toEqual([]));
    await eventually(async () => expect(await free('Riyadh - Olaya', '2020-01-04')).toEqual([]));
  });

  it('needs a logged-in customer', async () => {
    expect((await new Caller(t.app).post('/api/bookings/', booking('Riyadh - Olaya', day, '10:00 AM'))).status).toBe(401);
  });

  it('books once for a retried request with the same Idempotency-Key, even when retries race', async () => {
    const body = booking('Jeddah - Rawdah', day, '10:00 AM');
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => omar.send<{ _id: string }>('POST', '/api/bookings/', body, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    const again = await omar.send<{ _id: string }>('POST', '/api/bookings/', body, headers);
    expect(again.body._id).toBe(answers[0]!.body._id);
    const mine = (await omar.get<{ data: BookingRow[] }>('/api/bookings/list/omar@example.com')).body.data;
    expect(mine.filter((b) => b.bookingTime === '10:00 AM')).toHaveLength(1);
    await eventually(async () => expect(await free('Jeddah - Rawdah', day)).toContain('10:00 AM:1'));
  });

  it('refuses another booking sent under a used Idempotency-Key rather than answering the first as placed', async () => {
    const headers = { 'idempotency-key': 'retry-key-0002' };
    const first = await omar.send<{ _id: string }>('POST', '/api/bookings/', booking('Jeddah - Rawdah', day, '11:00 AM'), headers);
    expect(first.status).toBe(201);
    // The same values with the keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(booking('Jeddah - Rawdah', day, '11:00 AM')).reverse());
    expect(await omar.send('POST', '/api/bookings/', reordered, headers)).toMatchObject({ status: 201, body: { _id: first.body._id } });

    const changed = await omar.send('POST', '/api/bookings/', booking('Jeddah - Rawdah', day, '01:00 PM'), headers);
    expect(changed).toMatchObject({ status: 422, body: { message: API_MESSAGES.idempotencyKeyReused.en } });
    const arabic = await omar.send('POST', '/api/bookings/', booking('Jeddah - Rawdah', day, '01:00 PM'), { ...headers, 'accept-language': 'ar' });
    expect(arabic).toMatchObject({ status: 422, body: { message: API_MESSAGES.idempotencyKeyReused.ar } });
    const mine = (await omar.get<{ data: BookingRow[] }>('/api/bookings/list/omar@example.com')).body.data;
    expect(mine.filter((b) => b.bookingTime === '01:00 PM')).toHaveLength(0);
  });
});

describe('waiting customers', () => {
  it("respects a branch's limit on customers who wait, not on drop-offs", async () => {
    const created = await admin.post('/api/locations/', {
      branchName: 'Khobar - Corniche', email: 'khobar@autocare.example', phoneNumber: '+966 13 894 0000', address: 'Corniche Road, Khobar',
      postCode: '34428', openingSaturday: '08:00-AM', tillThursday: '10:00-PM', latitude: 26.28, longitude: 50.21, capacity: 3, waitingLimit: 1,
    });
    expect(created.status).toBe(201);
    const waiting = { ...booking('Khobar - Corniche', day, '02:00 PM'), waitingStatus: 'Waiting' };
    expect((await sara.post('/api/bookings/', waiting)).status).toBe(201);
    expect(await omar.post('/api/bookings/', waiting)).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.waitingFull.en } });
    expect((await omar.post('/api/bookings/', booking('Khobar - Corniche', day, '02:00 PM'))).status).toBe(201);
  });
});

describe('changing a booking', () => {
  it('reschedules atomically and cancels, freeing the slot', async () => {
    const placed = await sara.post<{ _id: string }>('/api/bookings/', booking('Riyadh - Olaya', day, '11:00 AM'));
    const moved = await sara.post(`/api/bookings/${placed.body._id}/reschedule`, { bookingDate: otherDay, bookingTime: '02:00 PM' });
    expect(moved).toMatchObject({ status: 200, body: { message: BOOKING_MESSAGES.rescheduled.en } });
    await eventually(async () => expect(await free('Riyadh - Olaya', day)).toContain('11:00 AM:1'));
    await eventually(async () => expect(await free('Riyadh - Olaya', otherDay)).not.toContain('02:00 PM:1'));

    // Onto a full slot: refused, and nothing moved.
    const blocked = await sara.post(`/api/bookings/${placed.body._id}/reschedule`, { bookingDate: day, bookingTime: '09:00 AM' });
    expect(blocked).toMatchObject({ status: 409, body: { errors: [{ field: 'bookingTime' }] } });
    // Onto its own time, or a day the branch is closed: refused at the dialog's time and date fields.
    const same = await sara.post(`/api/bookings/${placed.body._id}/reschedule`, { bookingDate: otherDay, bookingTime: '02:00 PM' });
    expect(same).toMatchObject({ status: 400, body: { errors: [{ field: 'bookingTime', message: BOOKING_MESSAGES.sameSlot.en }] } });
    const closed = await sara.post(`/api/bookings/${placed.body._id}/reschedule`, { bookingDate: fridayAhead(), bookingTime: '02:00 PM' });
    expect(closed).toMatchObject({ status: 400, body: { errors: [{ field: 'bookingDate', message: BOOKING_MESSAGES.branchClosed.en }] } });
    await eventually(async () => expect(await free('Riyadh - Olaya', otherDay)).not.toContain('02:00 PM:1'));

    expect((await omar.post(`/api/bookings/${placed.body._id}/cancel`)).status).toBe(404);
    const cancelled = await sara.post(`/api/bookings/${placed.body._id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { message: BOOKING_MESSAGES.cancelled.en } });
    await eventually(async () => expect(await free('Riyadh - Olaya', otherDay)).toContain('02:00 PM:1'));
    expect((await sara.post(`/api/bookings/${placed.body._id}/cancel`)).status).toBe(409);
    const history = await admin.get<{ data: { type: string }[] }>(`/api/bookings/${placed.body._id}/history`);
    expect(history.body.data.map((e) => e.type)).toEqual(['BookingPlaced', 'BookingRescheduled', 'BookingStatusChanged']);
  });

  it('moves through the lifecycle by admins only', async () => {
    const placed = await omar.post<{ _id: string }>('/api/bookings/', booking('Jeddah - Rawdah', otherDay, '09:00 AM'));
    expect((await omar.post(`/api/bookings/${placed.body._id}/status`, { status: 'completed' })).status).toBe(403);
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'confirmed' })).status).toBe(200);
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'booked' })).status).toBe(409);
    // What happened at the appointment is recorded once its time has come (see booking-durations.int-spec).
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'completed' })).status).toBe(409);
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'shipped' })).status).toBe(400);
    const row = (await admin.get<{ data: BookingRow[] }>('/api/bookings/')).body.data.find((b) => b._id === placed.body._id);
    expect(row?.status).toBe('confirmed');
  });

  it("keeps customers out of each other's bookings", async () => {
    expect((await omar.get('/api/bookings/list/sara@example.com')).status).toBe(403);
    expect((await new Caller(t.app).get('/api/bookings/list/sara@example.com')).status).toBe(401);
    expect((await omar.get('/api/bookings/')).status).toBe(403);
    const saras = (await sara.get<{ data: BookingRow[] }>('/api/bookings/list/sara@example.com')).body.data[0]!;
    expect((await omar.get(`/api/bookings/${saras._id}/history`)).status).toBe(404);
    expect((await admin.get<{ data: BookingRow[] }>('/api/bookings/list/sara@example.com')).body.data.length).toBeGreaterThan(0);
    // A literal % in the path is decoded once, by the router, not a second time into an error.
    expect((await admin.get<{ data: BookingRow[] }>('/api/bookings/list/a%25zz')).body).toEqual({ data: [] });
  });
});

describe('admin reservations (Reserved Slots)', () => {
  it('reserve, move and release through the engine', async () => {
    const walkIn = { firstName: 'Khalid', lastName: 'D', email: 'khalid@example.com', phoneNumber: '0551110000', branchName: 'Jeddah - Rawdah', bookingDate: otherDay, bookingTime: '01:00 PM' };
    const reserved = await admin.post<{ _id: string }>('/api/managetimeslots/', walkIn);
    expect(reserved.status).toBe(201);
    await eventually(async () => expect(await free('Jeddah - Rawdah', otherDay)).toContain('01:00 PM:1'));
    expect((await admin.post('/api/managetimeslots/', walkIn)).status).toBe(201);
    expect((await admin.post('/api/managetimeslots/', walkIn)).status).toBe(409);

    expect((await admin.put(`/api/managetimeslots/${reserved.body._id}`, { ...walkIn, bookingTime: '02:00 PM' })).status).toBe(200);
    await eventually(async () => expect(await free('Jeddah - Rawdah', otherDay)).toContain('01:00 PM:1'));
    const rows = (await admin.get<{ data: ReservationRow[] }>('/api/managetimeslots/')).body.data;
    expect(rows.find((r) => r._id === reserved.body._id)).toMatchObject({ bookingTime: '02:00 PM', source: 'admin', firstName: 'Khalid' });

    expect((await admin.delete(`/api/managetimeslots/${reserved.body._id}`)).status).toBe(200);
    expect((await admin.delete(`/api/managetimeslots/${reserved.body._id}`)).status).toBe(404);
    const bookingReservation = rows.find((r) => r.source === 'booking')!;
    expect((await admin.delete(`/api/managetimeslots/${bookingReservation._id}`)).status).toBe(409);
    expect((await sara.post('/api/managetimeslots/', walkIn)).status).toBe(403);
    expect((await new Caller(t.app).get('/api/managetimeslots/')).status).toBe(401);
  });

  it('refuses a day gone by, to reserve or to move to, in the caller language', async () => {
    const yesterday = riyadhDate(new Date(Date.now() - 86_400_000));
    const walkIn = { firstName: 'Khalid', lastName: 'D', email: 'khalid@example.com', phoneNumber: '0551110000', branchName: 'Jeddah - Rawdah', bookingDate: yesterday, bookingTime: '01:00 PM' };
    expect(await admin.post('/api/managetimeslots/', walkIn)).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.slotPast.en } });
    const ahead = await admin.post<{ _id: string }>('/api/managetimeslots/', { ...walkIn, bookingDate: otherDay, bookingTime: '11:00 AM' });
    expect(ahead.status).toBe(201);
    const moved = await admin.send('PUT', `/api/managetimeslots/${ahead.body._id}`, walkIn, { 'accept-language': 'ar' });
    expect(moved).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.slotPast.ar } });
    expect((await admin.get<{ data: ReservationRow[] }>('/api/managetimeslots/')).body.data.some((r) => r.bookingDate === yesterday)).toBe(false);
  });
});
