import { describe, expect, it } from '@jest/globals';
import { allowedMoves, BOOKING_MOVES, BOOKING_STATUSES, isOpenBooking } from './booking.contract.js';

const START = '2026-12-01T07:00:00.000Z';
const BEFORE = new Date('2026-12-01T06:59:00.000Z');
const AFTER = new Date('2026-12-01T07:00:00.000Z');

describe('booking lifecycle', () => {
  it('keeps booked and confirmed open (they can still change), arrived in progress, the rest final', () => {
    expect(BOOKING_STATUSES.filter(isOpenBooking)).toEqual(['booked', 'confirmed']);
    expect(isOpenBooking('none')).toBe(false);
    for (const status of ['completed', 'no_show', 'cancelled'] as const) expect(BOOKING_MOVES[status]).toEqual({});
  });

  it('confirms and cancels before the start, records arrival, completion and no-show once it has come', () => {
    expect(allowedMoves('booked', START, BEFORE)).toEqual(['confirmed', 'cancelled']);
    expect(allowedMoves('booked', START, AFTER)).toEqual(['arrived', 'completed', 'no_show']);
    expect(allowedMoves('confirmed', START, BEFORE)).toEqual(['cancelled']);
    expect(allowedMoves('confirmed', START, AFTER)).toEqual(['arrived', 'completed', 'no_show']);
    expect(allowedMoves('arrived', START, AFTER)).toEqual(['completed']);
    expect(allowedMoves('arrived', START, BEFORE)).toEqual([]);
  });
});
