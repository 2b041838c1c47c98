import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES, BOOKING_MESSAGES, WARRANTY_MESSAGES, type ReservationRow } from '@dealer/contracts';
import { DataSource } from 'typeorm';
import { rebuildInlineReadModels } from '../src/core/event-store/inline-rebuild.js';
import { CatalogReader } from '../src/modules/catalog/catalog-reader/catalog-reader.service.js';
import { catalogChanges } from '../src/modules/catalog/shared/catalog-changes.js';
import { bookingListsModel } from '../src/modules/booking/projections/booking-lists.projection.js';
import { slotDayStreamId } from '../src/modules/booking/slot-day/slot-day.decider.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import type { Answer, Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let db: DataSource;
let admins: Caller[];
let sara: Caller;
const BRANCHES = [{ name: 'Riyadh - Malaz', capacity: 5 }, { name: 'Riyadh - Sulay', capacity: 5 }];
const RACERS = 10;

beforeAll(async () => {
  // Bookings raced by one customer: the per-customer limits are not what is under test here.
  t = await createTestApp({ env: { BOOKING_OPEN_LIMIT: '100', BOOKINGS_PER_HOUR: '1000' } });
  db = t.app.get(DataSource);
  // Ten admin sessions, as ten people at ten desks.
  admins = [];
  for (let i = 0; i < RACERS; i++) admins.push(await adminCaller(t));
  sara = await customerCaller(t, 'sara.conflicts@example.com');
  await seedBranches(admins[0]!, BRANCHES);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status).sort();
const messagesOf = (answers: Answer[], status: number) => new Set(answers.filter((answer) => answer.status === status).map((answer) => answer.body.message));

async function place(date: string, time: string, branch = BRANCHES[0]!.name): Promise<string> {
  const placed = await sara.post<{ _id: string }>('/api/bookings/', booking(branch, date, time));
  expect(placed.status).toBe(201);
  return placed.body._id;
}

/** The reservations of a booking, as the PostgreSQL list has them: an open booking holds exactly one. */
async function reservationsOf(bookingId: string): Promise<unknown[]> {
  return db.query('SELECT id FROM reservation_list WHERE booking_id = $1', [bookingId]);
}

describe('two people changing one booking at once', () => {
  it(`lets exactly one of ${RACERS} admins confirm it; the others get 409, none 500`, async () => {
    const id = await place(workingDate(3), '09:00 AM');
    const answers = await Promise.all(admins.map((admin) => admin.post(`/api/bookings/${id}/status`, { status: 'confirmed' })));
    expect(statusesOf(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)]);
    expect(messagesOf(answers, 409)).toEqual(new Set([BOOKING_MESSAGES.statusNotAllowed.en]));
    const history = await sara.get<{ data: { type: string }[] }>(`/api/bookings/${id}/history`);
    expect(history.body.data.map((event) => event.type)).toEqual(['BookingPlaced', 'BookingStatusChanged']);
  });

  it('answers racing admins moving one booking to different statuses: one wins, the rest 409', async () => {
    const id = await place(workingDate(3), '10:00 AM');
    const to = ['confirmed', 'completed', 'no_show', 'cancelled'];
    const answers = await Promise.all(admins.map((admin, i) => admin.post(`/api/bookings/${id}/status`, { status: to[i % to.length] })));
    // A confirm may be followed by a completion or a no-show: at most two changes, each decided on the state the one before left.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const history = (await sara.get<{ data: { type: string; data: { from: string; to: string } }[] }>(`/api/bookings/${id}/history`)).body.data;
    const changes = history.filter((event) => event.type === 'BookingStatusChanged');
    expect(changes.length).toBe(answers.filter((answer) => answer.status === 200).length);
    for (const [index, change] of changes.entries()) expect(change.data.from).toBe(index === 0 ? 'booked' : changes[index - 1]!.data.to);
  });

  it(`lets the owner's ${RACERS} racing cancels through once: one 200, the rest 409 "already cancelled", never 404`, async () => {
    const id = await place(workingDate(4), '09:00 AM');
    const answers = await Promise.all(Array.from({ length: RACERS }, () => sara.post(`/api/bookings/${id}/cancel`)));
    expect(statusesOf(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)]);
    expect(messagesOf(answers, 409)).toEqual(new Set([BOOKING_MESSAGES.alreadyCancelled.en]));
    expect(await reservationsOf(id)).toEqual([]);
    // A cancel that comes later, alone, says the same.
    expect(await sara.post(`/api/bookings/${id}/cancel`)).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.alreadyCancelled.en } });
  });

  it('keeps one reservation for a booking whose owner and an admin cancel and reschedule it at once', async () => {
    const id = await place(workingDate(5), '09:00 AM');
    const answers = await Promise.all([
      sara.post(`/api/bookings/${id}/reschedule`, { bookingDate: workingDate(5), bookingTime: '10:00 AM' }),
      admins[0]!.post(`/api/bookings/${id}/reschedule`, { bookingDate: workingDate(6), bookingTime: '11:00 AM' }),
      sara.post(`/api/bookings/${id}/reschedule`, { bookingDate: workingDate(5), bookingTime: '01:00 PM' }),
      admins[1]!.post(`/api/bookings/${id}/status`, { status: 'confirmed' }),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 409)).toBe(true);
    expect(await reservationsOf(id)).toHaveLength(1);
  });

  it('answers more racing reschedules than the pool has connections right after a catalog change, without stalling', async () => {
    const id = await place(workingDate(7), '09:00 AM');
    // The snapshot is dropped, as by any catalog write: each reschedule would reload it inside its
    // transaction, while the connections it needs are held by the others queued on the booking's lock.
    catalogChanges.emit('changed');
    const racers = 30;
    const answers = await Promise.all(
      Array.from({ length: racers }, (_, i) => sara.post(`/api/bookings/${id}/reschedule`, { bookingDate: workingDate(8 + (i % 3)), bookingTime: '10:00 AM' })),
    );
    // 400 for a racer that asks for the time another has just moved the booking to.
    expect(answers.every((answer) => [200, 400, 409].includes(answer.status))).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await reservationsOf(id)).toHaveLength(1);
  }, 30_000);
});

describe('two admins changing one claim at once', () => {
  it(`lets exactly one of ${RACERS} start the review; the others get 409`, async () => {
    const filed = await sara.post<{ _id: string }>('/api/warrantyclaims/', claim());
    expect(filed.status).toBe(201);
    const answers = await Promise.all(admins.map((admin) => admin.post(`/api/warrantyclaims/${filed.body._id}/status`, { status: 'under_review' })));
    expect(statusesOf(answers)).toEqual([200, ...Array(RACERS - 1).fill(409)]);
    // Either the move is refused on the state the winner left, or the retries ran out: both say why.
    for (const message of messagesOf(answers, 409)) expect([WARRANTY_MESSAGES.transitionRefused.en, API_MESSAGES.changedConcurrently.en]).toContain(message);
    const history = await sara.get<{ data: { type: string }[] }>(`/api/warrantyclaims/${filed.body._id}/history`);
    expect(history.body.data.map((event) => event.type)).toEqual(['ClaimSubmitted', 'ClaimReviewStarted']);
  });
});

describe('moving an admin reservation', () => {
  const walkIn = (branchName: string, bookingDate: string, bookingTime = '01:00 PM') => ({
    firstName: 'Khalid',
    lastName: 'D',
    email: 'khalid@example.com',
    phoneNumber: '0551110000',
    branchName,
    bookingDate,
    bookingTime,
  });
  const listed = async (id: string) => (await admins[0]!.get<{ data: ReservationRow[] }>('/api/managetimeslots/')).body.data.filter((row) => row._id === id);

  /** The two branches ordered by their ids, which order the slot-day streams. */
  async function branchesByStreamOrder(date: string): Promise<[string, string]> {
    const catalog = t.app.get(CatalogReader);
    const withIds = await Promise.all(BRANCHES.map(async ({ name }) => ({ name, stream: slotDayStreamId((await catalog.findBranch(name))!.id, date) })));
    withIds.sort((a, b) => (a.stream < b.stream ? -1 : 1));
    return [withIds[0]!.name, withIds[1]!.name];
  }

  it('moves it to an earlier date, and to a branch whose stream sorts first, releasing before reserving', async () => {
    const [lower, higher] = await branchesByStreamOrder(workingDate(8));
    const created = await admins[0]!.post<{ _id: string }>('/api/managetimeslots/', walkIn(higher, workingDate(9)));
    expect(created.status).toBe(201);
    const id = created.body._id;

    expect((await admins[0]!.put(`/api/managetimeslots/${id}`, walkIn(higher, workingDate(8)))).status).toBe(200);
    expect(await listed(id)).toEqual([expect.objectContaining({ branchName: higher, bookingDate: workingDate(8), bookingTime: '01:00 PM' })]);

    expect((await admins[0]!.put(`/api/managetimeslots/${id}`, walkIn(lower, workingDate(8), '02:00 PM'))).status).toBe(200);
    expect(await listed(id)).toEqual([expect.objectContaining({ branchName: lower, bookingDate: workingDate(8), bookingTime: '02:00 PM' })]);

    // In the feed, each release comes before the reservation that reuses its id, so a replay agrees.
    const events = (await db.query(
      `SELECT type FROM events WHERE data->>'reservationId' = $1 ORDER BY global_position`,
      [id],
    )) as { type: string }[];
    expect(events.map((event) => event.type)).toEqual(['SlotReserved', 'SlotReleased', 'SlotReserved', 'SlotReleased', 'SlotReserved']);
    const before = await db.query('SELECT * FROM reservation_list ORDER BY id');
    await rebuildInlineReadModels(db, [bookingListsModel]);
    expect(await db.query('SELECT * FROM reservation_list ORDER BY id')).toEqual(before);
  });

  it(`answers ${RACERS} admins moving one reservation at once with 200 or 409, and keeps it in one place`, async () => {
    const created = await admins[0]!.post<{ _id: string }>('/api/managetimeslots/', walkIn(BRANCHES[0]!.name, workingDate(10)));
    const id = created.body._id;
    const answers = await Promise.all(
      admins.map((admin, i) => admin.put(`/api/managetimeslots/${id}`, walkIn(BRANCHES[i % 2]!.name, workingDate(10 - (i % 3)), i % 2 ? '09:00 AM' : '11:00 AM'))),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await listed(id)).toHaveLength(1);
  });

  it('answers a move or removal of a reservation another admin removed with 404, never 500', async () => {
    const created = await admins[0]!.post<{ _id: string }>('/api/managetimeslots/', walkIn(BRANCHES[1]!.name, workingDate(11)));
    const id = created.body._id;
    const answers = await Promise.all([
      admins[0]!.delete(`/api/managetimeslots/${id}`),
      admins[1]!.delete(`/api/managetimeslots/${id}`),
      admins[2]!.put(`/api/managetimeslots/${id}`, walkIn(BRANCHES[0]!.name, workingDate(11))),
    ]);
    expect(answers.every((answer) => [200, 404].includes(answer.status))).toBe(true);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await listed(id)).toEqual([]);
    expect(messagesOf(answers, 404).size <= 1).toBe(true);
  });
});
