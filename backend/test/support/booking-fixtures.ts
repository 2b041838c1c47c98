import { expect } from '@jest/globals';
import { plusDays, riyadhDate, weekdayOf } from '../../src/core/time/riyadh-time.js';
import type { Caller } from './http-client.js';

/**
 * The `days`-th working day (not a Friday, when branches close by default) after today in Riyadh. Counting
 * working days rather than skipping a Friday keeps different `days` on different dates: "2 days ahead" on a
 * Wednesday is Friday, which would otherwise land on Saturday with "3 days ahead".
 */
export function workingDate(days: number): string {
  let date = riyadhDate(new Date());
  for (let left = days; left > 0; ) {
    date = plusDays(date, 1);
    if (weekdayOf(date) !== 'friday') left -= 1;
  }
  while (weekdayOf(date) === 'friday') date = plusDays(date, 1);
  return date;
}

export function fridayAhead(): string {
  let date = plusDays(riyadhDate(new Date()), 1);
  while (weekdayOf(date) !== 'friday') date = plusDays(date, 1);
  return date;
}

export const SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '01:00 PM', '02:00 PM'];

/** A valid branch's details but its name; the optional ones are left to their defaults. */
export const BRANCH_DETAILS = {
  email: 'branch@autocare.example',
  phoneNumber: '+966 11 462 0000',
  address: 'King Fahd Road, Riyadh',
  postCode: '12214',
  openingSaturday: '08:00-AM',
  tillThursday: '10:00-PM',
  latitude: 24.69,
  longitude: 46.68,
};

/** Branches and time slots made through the admin API, as an admin would. */
export async function seedBranches(admin: Caller, branches: { name: string; capacity: number }[]): Promise<void> {
  for (const [index, label] of SLOTS.entries()) {
    expect((await admin.post('/api/timeslots/', { timeSlot: label, slotIndex: index + 1 })).status).toBe(201);
  }
  for (const { name, capacity } of branches) {
    const created = await admin.post('/api/locations/', { branchName: name, ...BRANCH_DETAILS, capacity });
    expect(created.status).toBe(201);
  }
}

export { booking } from './booking-body.js';
