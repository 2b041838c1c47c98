import { describe, expect, it } from '@jest/globals';
import type { BookingRow } from '@dealer/contracts';
import { bookAgainFrom, bookAgainOf } from './book-again';

const row: BookingRow = {
  _id: 'b1',
  durationMinutes: 60,
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Q',
  phoneNumber: '0551234567',
  vehicleType: 'Toyota',
  model: '2022',
  transmission: 'Automatic',
  waitingStatus: 'Waiting',
  serviceDetails: ['A/C Gas Refill'],
  branchName: 'Riyadh - Olaya',
  bookingDate: '2026-11-23',
  bookingTime: '10:00 AM',
  offer: '',
  isListed: false,
  status: 'completed',
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('book again', () => {
  it('takes the branch, vehicle and services but not the date and time', () => {
    const state = bookAgainFrom(row);
    expect(state.bookAgain).toEqual({ vehicleType: 'Toyota', model: '2022', transmission: 'Automatic', branchName: 'Riyadh - Olaya', serviceDetails: ['A/C Gas Refill'], waitingStatus: 'Waiting' });
    expect(bookAgainOf(state)).toEqual(state.bookAgain);
  });

  it('ignores any other navigation state', () => {
    for (const state of [null, undefined, 'x', {}, { bookAgain: null }, { bookAgain: { vehicleType: 1 } }, { from: '/' }]) expect(bookAgainOf(state)).toBeNull();
  });
});
