import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BookingEventRow, BookingRow, CustomerListResponse, ErrorResponse, ListResponse, LocationRow, PlaceBookingResponse, ReservationRow } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { documentedOperations, fillPath, type Operation } from './support/api-document.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Branch staff, generated from the served OpenAPI document where it can be: every admin route refuses
 * them, and the routes open to staff (`x-access: staff`, and the booking's own routes) serve their
 * branch and refuse another with 403; lists hold only their branch's rows.
 */
let t: TestApp;
let operations: Operation[];
let admin: Caller;
let staff: Caller;
let staffId: string;
const OLAYA = 'Riyadh - Olaya';
const MALAZ = 'Riyadh - Malaz';
const SOME_ID = '3f1c2a10-0000-4000-8000-000000000001';
const day = workingDate(3);
const branchId: Record<string, string> = {};
const ours = { booking: '', reservation: '' };
const theirs = { booking: '', reservation: '' };

const route = (o: Pick<Operation, 'method' | 'path'>) => `${o.method} ${o.path}`;
const walkIn = (branchName: string, bookingTime: string) => ({ firstName: 'Khalid', lastName: 'D', email: 'khalid@example.com', phoneNumber: '0551234567', branchName, bookingDate: day, bookingTime });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
  await seedBranches(admin, [
    { name: OLAYA, capacity: 3 },
    { name: MALAZ, capacity: 3 },
  ]);
  for (const row of (await admin.get<ListResponse<LocationRow>>('/api/locations/')).body.data) branchId[row.branchName] = row._id;
  const sara = await customerCaller(t, 'sara@example.com');
  // One customer, two times: nobody holds two bookings at the same time.
  for (const [name, holder, time] of [
    [OLAYA, ours, '10:00 AM'],
    [MALAZ, theirs, '02:00 PM'],
  ] as const) {
    const placed = await sara.post<PlaceBookingResponse>('/api/bookings/', booking(name, day, time));
    expect(placed.status).toBe(201);
    holder.booking = placed.body._id;
    const reserved = await admin.post<{ _id: string }>('/api/managetimeslots/', walkIn(name, '09:00 AM'));
    expect(reserved.status).toBe(201);
    holder.reservation = reserved.body._id;
  }
  staff = await customerCaller(t, 'staff@example.com');
  staffId = (await staff.get<{ _id: string }>('/api/customers/me')).body._id;
  operations = await documentedOperations(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('making an account branch staff (PUT /api/customers/{id})', () => {
  const refusalAt = (answer: { status: number; body: ErrorResponse }) => ({ status: answer.status, fields: answer.body.errors?.map((e) => e.field) });

  it('refuses staff without a branch, with unknown or malformed branch ids, and branches for another type, at the field', async () => {
    expect(refusalAt(await admin.put<ErrorResponse>(`/api/customers/${staffId}`, { type: 'staff' }))).toEqual({ status: 400, fields: ['branches'] });
    expect(refusalAt(await admin.put<ErrorResponse>(`/api/customers/${staffId}`, { type: 'staff', branches: [] }))).toEqual({ status: 400, fields: ['branches'] });
    expect(refusalAt(await admin.put<ErrorResponse>(`/api/customers/${staffId}`, { type: 'staff', branches: ['not-an-id'] }))).toEqual({ status: 400, fields: ['branches'] });
    expect(refusalAt(await admin.put<ErrorResponse>(`/api/customers/${staffId}`, { type: 'customer', branches: [branchId[OLAYA]] }))).toEqual({ status: 400, fields: ['branches'] });
    const unknown = await admin.put<ErrorResponse>(`/api/customers/${staffId}`, { type: 'staff', branches: [SOME_ID] });
    expect(refusalAt(unknown)).toEqual({ status: 400, fields: ['branches'] });
    expect(unknown.body.message).toMatch(/^Branches names something that no longer exists/);
    const arabic = await new Caller(t.app, 'ar', admin.ip).send<ErrorResponse>('PUT', `/api/customers/${staffId}`, { type: 'staff', branches: [SOME_ID] }, { cookie: admin.cookie! });
    expect(arabic.body.errors).toEqual([{ field: 'branches', message: expect.stringMatching(/^يتضمن الفروع عنصراً لم يعد موجوداً/) }]);
    expect((await staff.get('/api/bookings')).status).toBe(403);
  });

  it('takes effect at once, on the session the account already has, and the list shows the branches', async () => {
    expect((await admin.put(`/api/customers/${staffId}`, { type: 'staff', branches: [branchId[OLAYA]] })).status).toBe(200);
    expect((await staff.get('/api/bookings')).status).toBe(200);
    const rows = (await admin.get<CustomerListResponse>('/api/customers')).body.customers;
    expect(rows.find((row) => row._id === staffId)).toMatchObject({ type: 'staff', branches: [branchId[OLAYA]] });
    expect(rows.filter((row) => row._id !== staffId).every((row) => row.branches.length === 0)).toBe(true);
  });

  it("changes an existing staff account's branches, keeps them when left out, and clears them with another type", async () => {
    const other = await customerCaller(t, 'other-staff@example.com');
    const otherId = (await other.get<{ _id: string }>('/api/customers/me')).body._id;
    const branchesOf = async () => (await admin.get<CustomerListResponse>('/api/customers')).body.customers.find((row) => row._id === otherId);
    expect((await admin.put(`/api/customers/${otherId}`, { type: 'staff', branches: [branchId[OLAYA]] })).status).toBe(200);
    expect((await admin.put(`/api/customers/${otherId}`, { branches: [branchId[MALAZ], branchId[OLAYA]] })).status).toBe(200);
    expect(await branchesOf()).toMatchObject({ type: 'staff', branches: [branchId[MALAZ], branchId[OLAYA]] });
    expect((await admin.put(`/api/customers/${otherId}`, { firstName: 'Reem', type: '' })).status).toBe(200);
    expect(await branchesOf()).toMatchObject({ firstName: 'Reem', type: 'staff', branches: [branchId[MALAZ], branchId[OLAYA]] });
    expect((await admin.put(`/api/customers/${otherId}`, { type: 'customer' })).status).toBe(200);
    expect(await branchesOf()).toMatchObject({ type: 'customer', branches: [] });
    expect((await other.get('/api/bookings')).status).toBe(403);
  });
});

describe('staff in the admin area', () => {
  it('are refused every admin route with 403', async () => {
    // Admin editing shares its route with e-mail verification; without a token it is admin-only.
    const adminRoutes = [...operations.filter((o) => o.access === 'admin'), operations.find((o) => route(o) === 'PUT /api/customers/{userId}')!];
    expect(adminRoutes.length).toBeGreaterThan(40);
    for (const operation of adminRoutes) {
      const url = fillPath(operation.path, { id: SOME_ID, userId: staffId, email: 'sara@example.com' });
      const answer = await staff.send(operation.method, url, operation.body ? { firstName: 'X' } : undefined);
      expect({ route: route(operation), status: answer.status }).toEqual({ route: route(operation), status: 403 });
    }
  });

  it('are let into exactly the booking and reservation routes tested below, the day board (day-board.int-spec) and the waitlist of a day (waitlist.int-spec)', () => {
    expect(operations.filter((o) => o.access === 'staff').map(route).sort()).toEqual([
      'DELETE /api/managetimeslots/{id}',
      'GET /api/board',
      'GET /api/board/stream',
      'GET /api/bookings',
      'GET /api/managetimeslots',
      'GET /api/waitlist',
      'POST /api/bookings/{id}/status',
      'PUT /api/managetimeslots/{id}',
    ]);
  });

  it("list only their branch's bookings and reservations; admins still see every branch", async () => {
    const bookings = (await staff.get<ListResponse<BookingRow>>('/api/bookings')).body.data;
    expect(bookings.map((row) => row._id)).toEqual([ours.booking]);
    const reservations = (await staff.get<ListResponse<ReservationRow>>('/api/managetimeslots')).body.data;
    expect(new Set(reservations.map((row) => row.branchName))).toEqual(new Set([OLAYA]));
    expect(reservations.map((row) => row._id)).toEqual(expect.arrayContaining([ours.reservation]));
    expect((await admin.get<ListResponse<BookingRow>>('/api/bookings')).body.data.map((row) => row._id).sort()).toEqual([ours.booking, theirs.booking].sort());
    expect(new Set((await admin.get<ListResponse<ReservationRow>>('/api/managetimeslots')).body.data.map((row) => row.branchName))).toEqual(new Set([OLAYA, MALAZ]));
  });

  it("filter the list by day ('today' by the server's Riyadh clock), branch and status, within their branches", async () => {
    const ids = async (caller: Caller, query: string) => (await caller.get<ListResponse<BookingRow>>(`/api/bookings${query}`)).body.data.map((row) => row._id).sort();
    expect(await ids(admin, `?branch=${encodeURIComponent(OLAYA)}`)).toEqual([ours.booking]);
    expect(await ids(admin, `?branch=${branchId[MALAZ]}&date=${day}&status=booked`)).toEqual([theirs.booking]);
    expect(await ids(admin, `?date=${day}`)).toEqual([ours.booking, theirs.booking].sort());
    // The bookings are days ahead: today has none of them.
    expect(await ids(admin, '?date=today')).toEqual([]);
    expect(await ids(admin, '?status=cancelled')).toEqual([]);
    expect(await ids(staff, `?date=${day}`)).toEqual([ours.booking]);
    expect((await staff.get(`/api/bookings?branch=${branchId[MALAZ]}`)).status).toBe(403);
    for (const query of ['?date=tomorrow', '?status=lost', '?branch=Nowhere', '?date=today&date=today']) {
      const refused = await admin.get<ErrorResponse>(`/api/bookings${query}`);
      expect({ query, status: refused.status, message: typeof refused.body.message }).toEqual({ query, status: 400, message: 'string' });
    }
  });

  it("read a booking of their branch, its history and its calendar file, and not another branch's", async () => {
    for (const path of ['/api/bookings/{id}', '/api/bookings/{id}/history', '/api/bookings/{id}/calendar.ics']) {
      expect({ path, status: (await staff.get(fillPath(path, { id: ours.booking }))).status }).toEqual({ path, status: 200 });
      const refused = await staff.get<ErrorResponse>(fillPath(path, { id: theirs.booking }));
      expect({ path, status: refused.status, message: refused.body.message }).toEqual({ path, status: 403, message: 'This branch is not one of yours' });
    }
  });

  it('move bookings of their branch along the lifecycle, recorded as staff, and not those of another branch', async () => {
    expect((await staff.post(`/api/bookings/${theirs.booking}/status`, { status: 'confirmed' })).status).toBe(403);
    expect((await staff.post(`/api/bookings/${theirs.booking}/status`, { status: 'cancelled' })).status).toBe(403);
    expect((await staff.post(`/api/bookings/${theirs.booking}/cancel`)).status).toBe(403);
    expect((await staff.post(`/api/bookings/${theirs.booking}/reschedule`, { bookingDate: workingDate(4), bookingTime: '10:00 AM' })).status).toBe(403);
    expect((await staff.post(`/api/bookings/${ours.booking}/status`, { status: 'confirmed' })).status).toBe(200);
    // The lifecycle holds for staff as for an admin: completing comes once the appointment has started.
    expect((await staff.post(`/api/bookings/${ours.booking}/status`, { status: 'completed' })).status).toBe(409);
    const history = (await staff.get<ListResponse<BookingEventRow>>(`/api/bookings/${ours.booking}/history`)).body.data;
    expect(history.map((event) => [event.type, event.actorRole])).toEqual([
      ['BookingPlaced', 'customer'],
      ['BookingStatusChanged', 'staff'],
    ]);
    const statuses = async (caller: Caller) => Object.fromEntries((await caller.get<ListResponse<BookingRow>>('/api/bookings')).body.data.map((row) => [row._id, row.status]));
    expect(await statuses(admin)).toEqual({ [ours.booking]: 'confirmed', [theirs.booking]: 'booked' });
  });

  it('reserve, move and release places at their branch only', async () => {
    expect((await staff.post('/api/managetimeslots/', walkIn(MALAZ, '11:00 AM'))).status).toBe(403);
    const reserved = await staff.post<{ _id: string }>('/api/managetimeslots/', walkIn(OLAYA, '11:00 AM'));
    expect(reserved.status).toBe(201);
    // Moving needs both the reservation's branch and the new one.
    expect((await staff.put(`/api/managetimeslots/${reserved.body._id}`, walkIn(MALAZ, '01:00 PM'))).status).toBe(403);
    expect((await staff.put(`/api/managetimeslots/${theirs.reservation}`, walkIn(OLAYA, '01:00 PM'))).status).toBe(403);
    expect((await staff.put(`/api/managetimeslots/${theirs.reservation}`, walkIn(MALAZ, '01:00 PM'))).status).toBe(403);
    expect((await staff.put(`/api/managetimeslots/${reserved.body._id}`, walkIn(OLAYA, '01:00 PM'))).status).toBe(200);
    expect((await staff.delete(`/api/managetimeslots/${theirs.reservation}`)).status).toBe(403);
    // A booking's place at another branch is that branch's business: 403, as any of its reservations, so
    // staff cannot tell a booking's from a walk-in's there; at their own branch they are told to change the booking.
    const bookingPlaces = (await admin.get<ListResponse<ReservationRow>>('/api/managetimeslots')).body.data.filter((row) => row.source !== 'admin');
    const bookingPlaceAt = (branch: string) => bookingPlaces.find((row) => row.branchName === branch)!._id;
    expect((await staff.put(`/api/managetimeslots/${bookingPlaceAt(MALAZ)}`, walkIn(OLAYA, '01:00 PM'))).status).toBe(403);
    expect((await staff.delete(`/api/managetimeslots/${bookingPlaceAt(MALAZ)}`)).status).toBe(403);
    expect((await staff.delete(`/api/managetimeslots/${bookingPlaceAt(OLAYA)}`)).status).toBe(409);
    expect((await staff.delete(`/api/managetimeslots/${ours.reservation}`)).status).toBe(200);
    const left = (await admin.get<ListResponse<ReservationRow>>('/api/managetimeslots')).body.data.filter((row) => row.source === 'admin');
    expect(left.map((row) => [row._id, row.branchName, row.bookingTime]).sort()).toEqual(
      [
        [theirs.reservation, MALAZ, '09:00 AM'],
        [reserved.body._id, OLAYA, '01:00 PM'],
      ].sort(),
    );
  });

  it('cancel a booking of their branch through the lifecycle', async () => {
    expect((await staff.post(`/api/bookings/${ours.booking}/status`, { status: 'cancelled' })).status).toBe(200);
    const history = (await admin.get<ListResponse<BookingEventRow>>(`/api/bookings/${ours.booking}/history`)).body.data;
    expect(history.at(-1)).toMatchObject({ type: 'BookingStatusChanged', actorRole: 'staff', data: { to: 'cancelled', by: 'staff' } });
  });
});
