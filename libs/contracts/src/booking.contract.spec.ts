import { describe, expect, it } from '@jest/globals';
import { BOOKING_MOVES, BOOKING_STATUSES, isOpenBooking } from './booking.contract.js';

describe('booking lifecycle', () => {
  it('keeps booked and confirmed open, the rest final', () => {
    expect(BOOKING_STATUSES.filter(isOpenBooking)).toEqual(['booked', 'confirmed']);
    expect(isOpenBooking('none')).toBe(false);
  });

  it('moves only open bookings, forward, in the order the admin screen offers', () => {
    for (const status of BOOKING_STATUSES) expect(BOOKING_MOVES[status].length > 0).toBe(isOpenBooking(status));
    expect(BOOKING_MOVES.confirmed).toEqual(['completed', 'no_show', 'cancelled']);
    expect(BOOKING_MOVES.booked).toEqual(['confirmed', ...BOOKING_MOVES.confirmed]);
  });
});
