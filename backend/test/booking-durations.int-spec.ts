import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKING_MESSAGES, BOOKING_STATUS_NAMES, isRamadan, type BookingRow, type BookingView } from '@dealer/contracts';
import { DataSource } from 'typeorm';
import { EventStore } from '../src/core/event-store/event-store.js';
import { plusDays, riyadhDate, weekdayOf } from '../src/core/time/riyadh-time.js';
import { bookingStreamId } from '../src/modules/booking/booking/booking.decider.js';
import { slotDayStreamId } from '../src/modules/booking/slot-day/slot-day.decider.js';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import type { Caller } from './support/http-client.js';
import { seedBranch, seedExtraSlots, seedJobs, slotDayState, startedBooking, takenByReadModel, takenBySlotDay } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let sara: Caller;
let omar: Caller;
let longJobs: string;

const HORIZON_DAYS = 365;
/** The first working day (not a Friday) from tomorrow that `wanted` accepts: Ramadan always comes within a year. */
function nextWorkingDate(wanted: (date: string) => boolean): string {
  let date = plusDays(riyadhDate(new Date()), 1);
  while (weekdayOf(date) === 'friday' || !wanted(date)) date = plusDays(date, 1);
  return date;
}
const ramadanDay = nextWorkingDate(isRamadan);
const regularDay = nextWorkingDate((date) => !isRamadan(date) && date >= workingDate(2));
const day = workingDate(3);
const otherDay = workingDate(4);

const HOUR = 60;
const at = (hour: number) => hour * HOUR;
const withServices = (branch: string, date: string, time: string, ...services: string[]) => ({ ...booking(branch, date, time), serviceDetails: services });

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_HORIZON_DAYS: String(HORIZON_DAYS), BOOKING_OPEN_LIMIT: '100', BOOKINGS_PER_HOUR: '1000' } });
  admin = await adminCaller(t);
  sara = await customerCaller(t, 'sara@example.com');
  omar = await customerCaller(t, 'omar@example.com');
  await seedBranches(admin, []);
  await seedExtraSlots(admin);
  longJobs = await seedBranch(admin, 'Riyadh - Long Jobs', 1);
  await seedBranch(admin, 'Khobar - Short Day', 1, { tillThursday: '03:00-PM' });
  await seedBranch(admin, 'Dammam - Corniche', 1, { tillThursday: '09:00-PM', ramadanOpening: '08:00-PM', ramadanClosing: '02:00-AM' });
  await seedJobs(t, admin);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const covered = (from: number, hours: number) => Array.from({ length: hours }, (_, i) => at(from + i));
const bookingOf = async (caller: Caller, id: string) => (await caller.get<BookingView>(`/api/bookings/${id}`)).body;

describe('a job of several slots', () => {
  it('holds every slot its services cover, records its length, and is freed whole by a cancel', async () => {
    const placed = await sara.post<{ _id: string }>('/api/bookings/', withServices('Riyadh - Long Jobs', day, '09:00 AM', 'Compressor Overhaul'));
    expect(placed.status).toBe(201);
    expect(await bookingOf(sara, placed.body._id)).toMatchObject({ durationMinutes: 180, serviceDetails: ['Compressor Overhaul'] });
    const row = (await admin.get<{ data: BookingRow[] }>('/api/bookings/')).body.data.find((b) => b._id === placed.body._id);
    expect(row?.durationMinutes).toBe(180);
    expect(takenBySlotDay(await slotDayState(t, longJobs, day), covered(9, 4))).toEqual({ [at(9)]: 1, [at(10)]: 1, [at(11)]: 1, [at(12)]: 0 });
    expect(await takenByReadModel(t, longJobs, day)).toEqual({ [at(9)]: 1, [at(10)]: 1, [at(11)]: 1 });

    // Its third hour is taken: a one-hour job there is refused, one just after is not.
    expect((await omar.post('/api/bookings/', withServices('Riyadh - Long Jobs', day, '11:00 AM', 'Gas Refill'))).status).toBe(409);
    const after = await omar.post<{ _id: string }>('/api/bookings/', withServices('Riyadh - Long Jobs', day, '12:00 PM', 'Gas Refill'));
    expect(after.status).toBe(201);

    expect((await sara.post(`/api/bookings/${placed.body._id}/cancel`)).status).toBe(200);
    expect(takenBySlotDay(await slotDayState(t, longJobs, day), covered(9, 4))).toEqual({ [at(9)]: 0, [at(10)]: 0, [at(11)]: 0, [at(12)]: 1 });
    expect(await takenByReadModel(t, longJobs, day)).toEqual({ [at(12)]: 1 });
    expect((await omar.post('/api/bookings/', withServices('Riyadh - Long Jobs', day, '10:00 AM', 'Coil Cleaning'))).status).toBe(201);
  });

  it('refuses work that would run past closing with 400 at the time field, in the caller\'s language', async () => {
    const refused = await sara.post('/api/bookings/', withServices('Khobar - Short Day', day, '01:00 PM', 'Compressor Overhaul'));
    expect(refused).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.pastClosing.en, errors: [{ field: 'bookingTime', message: BOOKING_MESSAGES.pastClosing.en }] } });
    const arabic = await sara.send('POST', '/api/bookings/', withServices('Khobar - Short Day', day, '01:00 PM', 'Compressor Overhaul'), { 'accept-language': 'ar' });
    expect(arabic).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.pastClosing.ar } });
    // The same start with a job that ends by closing is taken.
    expect((await sara.post('/api/bookings/', withServices('Khobar - Short Day', day, '01:00 PM', 'Coil Cleaning'))).status).toBe(201);
  });

  it(`works Ramadan hours on a Ramadan day (${ramadanDay}) and the regular ones on others (${regularDay})`, async () => {
    const late = (date: string) => sara.post('/api/bookings/', withServices('Dammam - Corniche', date, '10:00 PM', 'Gas Refill'));
    expect((await late(ramadanDay)).status).toBe(201);
    // Outside the hours altogether (the regular day closes at 21:00, Ramadan opens at 20:00): the time is the problem, not a closing.
    expect(await late(regularDay)).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.outsideHours.en, errors: [{ field: 'bookingTime', message: BOOKING_MESSAGES.outsideHours.en }] } });
    const morning = withServices('Dammam - Corniche', ramadanDay, '10:00 AM', 'Gas Refill');
    expect(await sara.post('/api/bookings/', morning)).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.outsideHours.en } });
    expect(await sara.send('POST', '/api/bookings/', morning, { 'accept-language': 'ar' })).toMatchObject({ status: 400, body: { message: BOOKING_MESSAGES.outsideHours.ar } });
    expect((await sara.post('/api/bookings/', withServices('Dammam - Corniche', regularDay, '09:00 PM', 'Gas Refill'))).status).toBe(400);
  });
});

describe('rescheduling with other services', () => {
  it('moves the booking to a longer job in one transaction: old slot released, every new one reserved', async () => {
    const placed = await sara.post<{ _id: string }>('/api/bookings/', withServices('Riyadh - Long Jobs', otherDay, '09:00 AM', 'Gas Refill'));
    expect(placed.status).toBe(201);
    const id = placed.body._id;
    // A single name is accepted, as when booking.
    const moved = await sara.post(`/api/bookings/${id}/reschedule`, { bookingDate: otherDay, bookingTime: '01:00 PM', serviceDetails: 'Compressor Overhaul' });
    expect(moved).toMatchObject({ status: 200, body: { message: BOOKING_MESSAGES.rescheduled.en } });

    expect(await bookingOf(sara, id)).toMatchObject({ bookingTime: '01:00 PM', durationMinutes: 180, serviceDetails: ['Compressor Overhaul'], serviceDetailsAr: ['إصلاح الضاغط'] });
    expect(takenBySlotDay(await slotDayState(t, longJobs, otherDay), [at(9), ...covered(13, 4)])).toEqual({ [at(9)]: 0, [at(13)]: 1, [at(14)]: 1, [at(15)]: 1, [at(16)]: 0 });
    expect(await takenByReadModel(t, longJobs, otherDay)).toEqual({ [at(13)]: 1, [at(14)]: 1, [at(15)]: 1 });

    const store = t.app.get(EventStore);
    const [rescheduled] = (await store.readStream(bookingStreamId(id))).events.slice(-1);
    const [released, reserved] = (await store.readStream(slotDayStreamId(longJobs, otherDay))).events.slice(-2);
    expect(rescheduled).toMatchObject({ type: 'BookingRescheduled', data: { durationMinutes: 180, serviceDetails: ['Compressor Overhaul'] } });
    expect(released).toMatchObject({ type: 'SlotReleased', data: { reason: 'rescheduled' } });
    expect(reserved).toMatchObject({ type: 'SlotReserved', data: { bookingId: id, slotMinutes: covered(13, 3) } });
    expect(new Set([rescheduled!.transactionId, released!.transactionId, reserved!.transactionId]).size).toBe(1);
  });

  it('keeps the booking as it was when the longer job does not fit, and refuses unknown services naming the field', async () => {
    const placed = await omar.post<{ _id: string }>('/api/bookings/', withServices('Riyadh - Long Jobs', otherDay, '09:00 AM', 'Gas Refill'));
    const id = placed.body._id;
    // 01:00 to 04:00 PM is taken by the booking above: three hours from 11:00 AM run into it.
    const blocked = await omar.post(`/api/bookings/${id}/reschedule`, { bookingDate: otherDay, bookingTime: '11:00 AM', serviceDetails: ['Compressor Overhaul'] });
    expect(blocked).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotFull.en } });
    const unknown = await omar.post(`/api/bookings/${id}/reschedule`, { bookingDate: otherDay, bookingTime: '10:00 AM', serviceDetails: ['Gas Refill', 'Teleportation'] });
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ field: 'serviceDetails', message: expect.stringContaining('Teleportation') }] } });
    expect((await omar.post(`/api/bookings/${id}/reschedule`, { bookingDate: otherDay, bookingTime: '10:00 AM', serviceDetails: [] })).status).toBe(400);

    expect(await bookingOf(omar, id)).toMatchObject({ bookingTime: '09:00 AM', durationMinutes: 60, serviceDetails: ['Gas Refill'] });
    expect(takenBySlotDay(await slotDayState(t, longJobs, otherDay), covered(9, 3))).toEqual({ [at(9)]: 1, [at(10)]: 0, [at(11)]: 0 });
    // Other services at the same time are a change of their own.
    expect((await omar.post(`/api/bookings/${id}/reschedule`, { bookingDate: otherDay, bookingTime: '09:00 AM', serviceDetails: ['Coil Cleaning'] })).status).toBe(200);
    expect(takenBySlotDay(await slotDayState(t, longJobs, otherDay), covered(9, 3))).toEqual({ [at(9)]: 1, [at(10)]: 1, [at(11)]: 0 });
  });
});

describe('the lifecycle in time', () => {
  it('tells an admin a booking can be marked arrived only once its time has come', async () => {
    const placed = await sara.post<{ _id: string }>('/api/bookings/', withServices('Riyadh - Long Jobs', otherDay, '09:00 PM', 'Gas Refill'));
    expect(placed.status).toBe(201);
    const early = await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'arrived' });
    expect(early).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.statusTooEarly.en.replace('{status}', 'arrived') } });
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'booked' })).body).toMatchObject({ message: BOOKING_MESSAGES.statusNotAllowed.en });
    expect((await admin.post(`/api/bookings/${placed.body._id}/status`, { status: 'confirmed' })).status).toBe(200);
  });

  it('checks in and completes a booking whose time has come, and no longer lets anyone cancel it', async () => {
    const [{ id }] = (await t.app.get(DataSource).query('SELECT id FROM customers WHERE email = $1', ['sara@example.com'])) as { id: string }[];
    const started = await startedBooking(t, { id: id!, email: 'sara@example.com' }, { id: longJobs, name: 'Riyadh - Long Jobs' });
    const status = (to: string, caller = admin) => caller.post(`/api/bookings/${started}/status`, { status: to });

    expect(await sara.post(`/api/bookings/${started}/cancel`)).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.statusTooLate.en.replace('{status}', 'cancelled') } });
    expect(await status('cancelled')).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.statusTooLate.en.replace('{status}', 'cancelled') } });
    expect(await status('confirmed')).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.statusTooLate.en.replace('{status}', 'confirmed') } });
    expect(await status('confirmed', await adminCaller(t, 'ar'))).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.statusTooLate.ar.replace('{status}', BOOKING_STATUS_NAMES.confirmed.ar) } });
    expect((await status('arrived')).status).toBe(200);
    expect((await status('no_show')).body).toMatchObject({ message: BOOKING_MESSAGES.statusNotAllowed.en });
    expect((await status('completed')).status).toBe(200);
    expect((await status('arrived')).body).toMatchObject({ message: BOOKING_MESSAGES.notChangeable.en });
    expect(await bookingOf(sara, started)).toMatchObject({ status: 'completed', durationMinutes: 120 });
    const history = await admin.get<{ data: { type: string; data: { to?: string } }[] }>(`/api/bookings/${started}/history`);
    expect(history.body.data.map((e) => e.data.to ?? e.type)).toEqual(['BookingPlaced', 'arrived', 'completed']);
  });
});
