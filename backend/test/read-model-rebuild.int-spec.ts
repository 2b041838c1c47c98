import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { rebuildInlineReadModels } from '../src/core/event-store/inline-rebuild.js';
import { bookingListsModel } from '../src/modules/booking/projections/booking-lists.projection.js';
import { claimListModel } from '../src/modules/warranty/projections/claim-list.projection.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, SLOTS, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import type { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let noura: Caller;
let db: DataSource;
const BRANCH = 'Jeddah - Tahlia';
const TABLES = ['booking_list', 'reservation_list', 'claim_list'];
const rebuild = () => rebuildInlineReadModels(db, [bookingListsModel, claimListModel]);

beforeAll(async () => {
  // One customer places many bookings at once here; the per-customer limits have their own tests.
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '100', BOOKINGS_PER_HOUR: '1000' } });
  admin = await adminCaller(t);
  noura = await customerCaller(t, 'noura@example.com');
  db = t.app.get(DataSource);
  await seedBranches(admin, [{ name: BRANCH, capacity: 4 }]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function contents(): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES) all[table] = await db.query(`SELECT * FROM ${table} ORDER BY id`);
  return all;
}

describe('rebuilding the PostgreSQL lists from the events', () => {
  it('restores exactly what the inline projections wrote, after the lists were damaged', async () => {
    const ids: string[] = [];
    for (const time of SLOTS.slice(0, 4)) {
      const placed = await noura.post<{ _id: string }>('/api/bookings/', booking(BRANCH, workingDate(3), time));
      expect(placed.status).toBe(201);
      ids.push(placed.body._id);
    }
    expect((await noura.post(`/api/bookings/${ids[0]}/reschedule`, { bookingDate: workingDate(5), bookingTime: '02:00 PM' })).status).toBe(200);
    expect((await noura.post(`/api/bookings/${ids[1]}/cancel`)).status).toBe(200);
    expect((await admin.post(`/api/bookings/${ids[2]}/status`, { status: 'confirmed' })).status).toBe(200);
    const walkIn = { firstName: 'Walk', lastName: 'In', email: 'walkin@example.com', phoneNumber: '0551112222', branchName: BRANCH, bookingDate: workingDate(4), bookingTime: '10:00 AM' };
    expect((await admin.post('/api/managetimeslots/', walkIn)).status).toBe(201);
    const submitted = await noura.post<{ _id: string }>('/api/warrantyclaims/', claim());
    expect(submitted.status).toBe(201);
    expect((await admin.post(`/api/warrantyclaims/${submitted.body._id}/status`, { status: 'under_review' })).status).toBe(200);

    const before = await contents();
    expect(before.booking_list).toHaveLength(4);
    expect(before.reservation_list).toHaveLength(4);
    expect(before.claim_list).toHaveLength(1);

    await db.query('DELETE FROM reservation_list WHERE source = $1', ['admin']);
    await db.query(`UPDATE booking_list SET status = 'booked', booking_time = '09:00 AM'`);
    await db.query(`UPDATE claim_list SET status = 'submitted'`);
    const result = await rebuild();
    expect(result.events).toBeGreaterThanOrEqual(12);
    expect(await contents()).toEqual(before);
  }, 60_000);

  it('loses no booking placed while it runs, and writes none twice', async () => {
    const placing = Array.from({ length: 12 }, (_, index) =>
      noura.post<{ _id: string }>('/api/bookings/', booking(BRANCH, workingDate(6 + (index % 3)), SLOTS[index % SLOTS.length]!)),
    );
    const [answers] = await Promise.all([Promise.all(placing), rebuild(), rebuild()]);
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => answer.body._id);
    expect(placed.length).toBe(12);
    const listed = (await db.query('SELECT id FROM booking_list')) as { id: string }[];
    for (const id of placed) expect(listed.filter((row) => row.id === id)).toHaveLength(1);
    // What the lists hold now is what a rebuild from the events gives.
    const now = await contents();
    await rebuild();
    expect(await contents()).toEqual(now);
  }, 60_000);
});
