import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, type BookingRow, type DayBoard } from '@dealer/contracts';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import type { Caller } from './support/http-client.js';
import { JOBS, seedBranch, seedExtraSlots, seedJobs } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let base: string;
let admin: Caller;
let sara: Caller;
let omar: Caller;
let staffHere: Caller;
let staffElsewhere: Caller;
let olaya: string;
let jeddah: string;

const day = workingDate(3);
const otherDay = workingDate(4);
const BRANCH = 'Riyadh - Board';
const withServices = (date: string, time: string, ...services: string[]) => ({ ...booking(BRANCH, date, time), serviceDetails: services });
const boardOf = async (caller: Caller, date = day, branch = olaya) => caller.get<DayBoard>(`/api/board?branch=${branch}&date=${date}`);

/** A registered customer turned into staff of these branches, as Register Users will do it. */
async function staffOf(email: string, branchIds: string[]): Promise<Caller> {
  const caller = await customerCaller(t, email);
  await t.app.get(DataSource).query(`UPDATE customers SET type = 'staff', branch_ids = $2 WHERE email = $1`, [email, branchIds]);
  return caller;
}

/** The board's event stream as a browser's EventSource reads it: resolves on the next `changed` event. */
async function openBoardStream(caller: Caller, branch: string, date: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/board/stream?branch=${branch}&date=${date}`, { signal: controller.signal, headers: { cookie: caller.cookie! } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // A read that lost the race with a timeout still gets the next chunk: the next wait takes it over.
  let pending: ReturnType<typeof reader.read> | undefined;
  const nextChange = async (ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    for (;;) {
      if (/event: changed\n/.test(buffer)) {
        buffer = buffer.slice(buffer.lastIndexOf('event: changed\n') + 1);
        return true;
      }
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      pending ??= reader.read();
      const chunk = await Promise.race([pending, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left)))]).finally(() => clearTimeout(timer));
      if (chunk === null) return false;
      pending = undefined;
      if (chunk.done) throw new Error('The stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  /** Drops what arrived so far: the refresh every stream gets when the server starts following. */
  const settle = async () => {
    while (await nextChange(300)) buffer = '';
    buffer = '';
  };
  return { nextChange, settle, close: () => controller.abort() };
}

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '100', BOOKINGS_PER_HOUR: '1000' } });
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  omar = await customerCaller(t, 'omar@example.com');
  await seedBranches(admin, []);
  await seedExtraSlots(admin);
  olaya = await seedBranch(admin, BRANCH, 2);
  jeddah = await seedBranch(admin, 'Jeddah - Board', 2);
  await seedJobs(t, admin);
  staffHere = await staffOf('staff.riyadh@example.com', [olaya]);
  staffElsewhere = await staffOf('staff.jeddah@example.com', [jeddah]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the day board', () => {
  let long: string;
  let short: string;
  let reservation: string;

  it("draws the day: hours, slot grid, places, and every booking and admin reservation in a lane of its own", async () => {
    long = (await sara.post<{ _id: string }>('/api/bookings/', withServices(day, '09:00 AM', JOBS[2].name))).body._id;
    short = (await omar.post<{ _id: string }>('/api/bookings/', withServices(day, '10:00 AM', JOBS[0].name))).body._id;
    const walkIn = { firstName: 'Nasser', lastName: 'A', email: 'nasser@example.com', phoneNumber: '0553330000', branchName: BRANCH, bookingDate: day, bookingTime: '11:00 AM' };
    const reserved = await admin.post<{ _id: string }>('/api/managetimeslots/', walkIn);
    expect(reserved.status).toBe(201);
    reservation = reserved.body._id;

    const answer = await boardOf(admin);
    expect(answer.status).toBe(200);
    const board = answer.body;
    expect(board).toMatchObject({ branchId: olaya, branchName: BRANCH, date: day, capacity: 2, slotLength: 60, hours: [{ start: 8 * 60, end: 22 * 60, kind: 'regular' }] });
    expect(board.slots.map((s) => s.timeSlot)).toContain('09:00 AM');
    const byId = new Map(board.chips.map((chip) => [chip.bookingId ?? chip.reservationId, chip]));
    expect(byId.get(long)).toMatchObject({
      source: 'booking', timeSlot: '09:00 AM', slotMinutes: [540, 600, 660], durationMinutes: 180, firstName: 'Ali', phoneNumber: '+966551112222',
      email: 'sara@example.com', vehicleType: 'Toyota', model: '2022', services: [{ en: JOBS[2].name, ar: JOBS[2].nameAr }], status: 'booked',
      moves: ['confirmed', 'cancelled'], movable: true, lane: 0,
    });
    expect(byId.get(short)).toMatchObject({ slotMinutes: [600], durationMinutes: 60, status: 'booked', lane: 1 });
    // The 11:00 walk-in overlaps the long job's last hour, and the short job has left the second place by then.
    expect(byId.get(reservation)).toMatchObject({ source: 'admin', bookingId: null, firstName: 'Nasser', status: null, moves: [], movable: false, slotMinutes: [660], durationMinutes: 60, lane: 1 });
    expect(board.chips).toHaveLength(3);
  });

  it('shows staff their own branch, and refuses them another branch and customers every branch', async () => {
    expect((await boardOf(staffHere)).body.chips).toHaveLength(3);
    expect(await boardOf(staffElsewhere)).toMatchObject({ status: 403 });
    expect((await boardOf(staffElsewhere, day, jeddah)).status).toBe(200);
    expect((await boardOf(sara)).status).toBe(403);
    expect((await staffElsewhere.get(`/api/board/stream?branch=${olaya}&date=${day}`)).status).toBe(403);
  });

  it("answers HEAD on the board's stream with its headers and ends, instead of holding the connection open", async () => {
    const answer = await fetch(`${base}/api/board/stream?branch=${olaya}&date=${day}`, { method: 'HEAD', headers: { cookie: admin.cookie! }, signal: AbortSignal.timeout(5_000) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await fetch(`${base}/api/board/stream?branch=${olaya}&date=${day}`, { method: 'HEAD', signal: AbortSignal.timeout(5_000) })).status).toBe(401);
  });

  it('answers 400 for an unknown branch or a bad date, never 500', async () => {
    expect((await admin.get('/api/board?branch=Nowhere')).status).toBe(400);
    expect((await boardOf(admin, '2026-02-30')).status).toBe(400);
    expect((await admin.get(`/api/board?branch=${olaya}`)).status).toBe(200);
  });

  it("lets an admin or the branch's staff move a booking through the engine: a move that fits shows in the customer's list, one that does not is refused with the reason", async () => {
    const moved = await admin.post(`/api/bookings/${short}/reschedule`, { bookingDate: otherDay, bookingTime: '02:00 PM' });
    expect(moved.status).toBe(200);
    const rows = (await omar.get<{ data: BookingRow[] }>('/api/bookings/list/omar@example.com')).body.data;
    expect(rows.find((row) => row._id === short)).toMatchObject({ bookingDate: otherDay, bookingTime: '02:00 PM' });
    expect((await boardOf(admin)).body.chips.map((chip) => chip.bookingId)).not.toContain(short);

    // 11:00 holds the long job and the walk-in: both places are taken.
    const full = await staffHere.post(`/api/bookings/${short}/reschedule`, { bookingDate: day, bookingTime: '11:00 AM' });
    expect(full).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotFull.en } });
    expect((await staffElsewhere.post(`/api/bookings/${short}/reschedule`, { bookingDate: day, bookingTime: '01:00 PM' })).status).toBe(403);

    const byStaff = await staffHere.post(`/api/bookings/${short}/reschedule`, { bookingDate: day, bookingTime: '01:00 PM' });
    expect(byStaff.status).toBe(200);
    const [event] = (await t.app.get(DataSource).query(
      `SELECT metadata->>'actorRole' AS role FROM events WHERE stream_id = $1 AND type = 'BookingRescheduled' ORDER BY stream_version DESC LIMIT 1`,
      [`booking-${short}`],
    )) as { role: string }[];
    expect(event?.role).toBe('staff');
    expect((await omar.get<{ data: BookingRow[] }>('/api/bookings/list/omar@example.com')).body.data.find((row) => row._id === short)).toMatchObject({ bookingDate: day, bookingTime: '01:00 PM' });
  });

  it("tells an open board when a status changes, though availability does not, and not a board of another day", async () => {
    const stream = await openBoardStream(admin, olaya, day);
    const quiet = await openBoardStream(admin, olaya, otherDay);
    try {
      await stream.settle();
      // The feed starts where every transaction open at that moment (anywhere on the server) had not yet
      // committed, so it may first go over the earlier tests' moves, which touched the other day. A change
      // recorded now on the other day is told only after those: once it has come, the quiet board has
      // heard all it will of the past.
      const marker = { firstName: 'Marker', lastName: 'M', email: 'marker@example.com', phoneNumber: '0553330000', branchName: BRANCH, bookingDate: otherDay, bookingTime: '11:00 AM' };
      expect((await admin.post('/api/managetimeslots/', marker)).status).toBe(201);
      expect(await quiet.nextChange(5000)).toBe(true);
      await quiet.settle();
      expect((await staffHere.post(`/api/bookings/${long}/status`, { status: 'confirmed' })).status).toBe(200);
      expect(await stream.nextChange(5000)).toBe(true);
      expect(await quiet.nextChange(1500)).toBe(false);
      expect((await boardOf(admin)).body.chips.find((chip) => chip.bookingId === long)).toMatchObject({ status: 'confirmed', moves: ['cancelled'] });
    } finally {
      stream.close();
      quiet.close();
    }
  });
});
