import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BookingEventRow } from '@dealer/contracts';
import { DataSource } from 'typeorm';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import type { Caller } from './support/http-client.js';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let ali: Caller;
const BRANCH = 'Riyadh - Olaya';

beforeAll(async () => {
  t = await createTestApp();
  // The desk's admin has a name of her own, as a real account would.
  await t.app.get(DataSource).query(`UPDATE customers SET first_name = 'Sara', last_name = 'al-Qahtani' WHERE email = $1`, [TEST_ADMIN.email]);
  admin = await adminCaller(t);
  ali = await customerCaller(t, 'ali@example.com');
  await seedBranches(admin, [{ name: BRANCH, capacity: 2 }]);
});
afterAll(async () => {
  await t?.close();
});

async function history(caller: Caller, url: string): Promise<BookingEventRow[]> {
  const answer = await caller.get<{ data: BookingEventRow[] }>(url);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe("a history line names the dealer's person who acted", () => {
  it('says who confirmed a booking, to the admin and to the customer, without their e-mail', async () => {
    const placed = await ali.post<{ _id: string }>('/api/bookings/', booking(BRANCH, workingDate(3), '10:00 AM'));
    expect(placed.status).toBe(201);
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'confirmed' })).status).toBe(200);

    for (const reader of [admin, ali]) {
      const lines = await history(reader, `/api/bookings/${placed.body._id}/history`);
      expect(lines.map(({ type, actorRole, actorName }) => ({ type, actorRole, actorName }))).toEqual([
        // The customer's own line keeps its wording: no name is added.
        { type: 'BookingPlaced', actorRole: 'customer', actorName: undefined },
        { type: 'BookingStatusChanged', actorRole: 'admin', actorName: 'Sara A.' },
      ]);
      const text = JSON.stringify(lines);
      expect(text).not.toContain(TEST_ADMIN.email);
      expect(text).not.toContain('actorId');
    }
  });

  it("names the admin on a claim's lines too", async () => {
    const filed = await ali.post<{ _id: string }>('/api/warrantyclaims/', claim());
    expect(filed.status).toBe(201);
    expect((await admin.post(`/api/warrantyclaims/${filed.body._id}/status`, { status: 'under_review' })).status).toBe(200);
    const lines = await history(ali, `/api/warrantyclaims/${filed.body._id}/history`);
    expect(lines.map((line) => line.actorName)).toEqual([undefined, 'Sara A.']);
  });

  it('words a line by role when the account is gone', async () => {
    const placed = await ali.post<{ _id: string }>('/api/bookings/', booking(BRANCH, workingDate(4), '11:00 AM'));
    await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'confirmed' });
    await t.app.get(DataSource).query('DELETE FROM customers WHERE email = $1', [TEST_ADMIN.email]);
    const [, confirmed] = await history(ali, `/api/bookings/${placed.body._id}/history`);
    expect(confirmed).toMatchObject({ actorRole: 'admin' });
    expect(confirmed!.actorName).toBeUndefined();
  });
});
