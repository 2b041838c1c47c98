import { expect } from '@jest/globals';
import { plusDays, riyadhDate, weekdayOf } from '../../src/core/time/riyadh-time.js';
import type { Caller } from './http-client.js';

/** A Riyadh date `days` ahead that is not a Friday (branches close on Fridays by default). */
export function workingDate(days: number): string {
  let date = plusDays(riyadhDate(new Date()), days);
  while (weekdayOf(date) === 'friday') date = plusDays(date, 1);
  return date;
}

export function fridayAhead(): string {
  let date = plusDays(riyadhDate(new Date()), 1);
  while (weekdayOf(date) !== 'friday') date = plusDays(date, 1);
  return date;
}

export const SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '01:00 PM', '02:00 PM'];

/** Branches and time slots made through the admin API, as an admin would. */
export async function seedBranches(admin: Caller, branches: { name: string; capacity: number }[]): Promise<void> {
  for (const [index, label] of SLOTS.entries()) {
    expect((await admin.post('/api/timeslots/', { timeSlot: label, slotIndex: index + 1 })).status).toBe(201);
  }
  for (const { name, capacity } of branches) {
    const created = await admin.post('/api/locations/', {
      branchName: name,
      email: 'branch@autocare.example',
      phoneNumber: '+966 11 462 0000',
      address: 'King Fahd Road, Riyadh',
      postCode: '12214',
      openingSaturday: '08:00-AM',
      tillThursday: '10:00-PM',
      latitude: 24.69,
      longitude: 46.68,
      capacity,
    });
    expect(created.status).toBe(201);
  }
}

export function booking(branchName: string, bookingDate: string, bookingTime: string) {
  return {
    vehicleType: 'Toyota',
    model: '2022',
    transmission: 'Automatic',
    waitingStatus: 'Dropping Off Vehicle',
    serviceDetails: ['A/C Gas Refill'],
    branchName,
    bookingDate,
    bookingTime,
    offer: '',
    isListed: false,
  };
}
