import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BookingRow } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import type { Caller } from './support/http-client.js';
import { JOBS, seedBranch, seedExtraSlots, seedJobs, slotDayState, takenByReadModel, takenBySlotDay } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
const customers: Caller[] = [];
const date = workingDate(2);

/** Starts from 09:00 to 03:00 PM, every hour: jobs of one to three hours overlap in every way. */
const STARTS = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM'];
const HOURS = Array.from({ length: 9 }, (_, i) => (9 + i) * 60);

beforeAll(async () => {
  // The engine is under test here: the per-customer limits and rate limits have their own tests.
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '10000', BOOKINGS_PER_HOUR: '100000' } });
  admin = await adminCaller(t);
  await seedBranches(admin, []);
  await seedExtraSlots(admin);
  await seedJobs(t, admin);
  for (const name of ['ahmed', 'fatima', 'yousef', 'noura', 'khalid']) customers.push(await customerCaller(t, `${name}@example.com`));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('racing bookings of several slots on one branch-day', () => {
  it.each([2, 3])('keeps every slot within %i bays and every acknowledged booking, of 200 at once', async (capacity) => {
    const branchName = `Race - ${capacity} Bays`;
    const branchId = await seedBranch(admin, branchName, capacity);
    // A fixed spread rather than chance: the same overlaps on every run.
    const orders = Array.from({ length: 200 }, (_, i) => ({ customer: customers[i % customers.length]!, start: STARTS[(i * 3) % STARTS.length]!, job: JOBS[(i * 7) % JOBS.length]! }));
    const answers = await Promise.all(
      orders.map(({ customer, start, job }) => customer.post<{ _id?: string }>('/api/bookings/', { ...booking(branchName, date, start), serviceDetails: [job.name] })),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.body._id!);
    expect(acknowledged.length).toBeGreaterThanOrEqual(capacity);

    // The engine's record: no hour over capacity, and exactly the acknowledged bookings hold places.
    const day = await slotDayState(t, branchId, date);
    const perHour = takenBySlotDay(day, HOURS);
    expect(Math.max(...Object.values(perHour))).toBeLessThanOrEqual(capacity);
    expect(Object.values(day.reservations).map((r) => r.bookingId).sort()).toEqual([...acknowledged].sort());
    // Busy enough to have been a race: some hour is full.
    expect(Math.max(...Object.values(perHour))).toBe(capacity);

    // The read model agrees, hour by hour.
    const listed = await takenByReadModel(t, branchId, date);
    expect(HOURS.map((h) => listed[h] ?? 0)).toEqual(HOURS.map((h) => perHour[h]));

    // Every acknowledged booking is listed, with its job's length.
    const rows = (await admin.get<{ data: BookingRow[] }>('/api/bookings/')).body.data.filter((b) => b.branchName === branchName);
    expect(rows.map((r) => r._id).sort()).toEqual([...acknowledged].sort());
    for (const row of rows) expect(row.durationMinutes).toBe(JOBS.find((j) => j.name === row.serviceDetails[0])!.minutes);
  }, 60_000);
});
