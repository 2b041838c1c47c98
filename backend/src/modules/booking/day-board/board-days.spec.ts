import { describe, expect, it } from '@jest/globals';
import { bookingStreamId } from '../booking/booking.decider.js';
import { slotDayStreamId } from '../slot-day/slot-day.decider.js';
import { boardDaysOf } from './board-days.js';

const BRANCH = '7b0c3c1e-5d9a-4a51-9a55-0f3f1d2a4b10';
const BOOKING = 'c1f7e0a2-2b7c-4f0e-8d61-5a1e9b3c2d40';

describe('boardDaysOf', () => {
  it('Given slot-day events, When read, Then their streams name the days once each', () => {
    const stream = slotDayStreamId(BRANCH, '2026-11-26');
    const events = [
      { streamId: stream, type: 'SlotReserved', data: {} },
      { streamId: stream, type: 'SlotReleased', data: {} },
    ];
    expect(boardDaysOf(events)).toEqual({ days: [{ branchId: BRANCH, date: '2026-11-26' }], bookingIds: [] });
  });

  it('Given a placed booking, When read, Then its own data names the day', () => {
    const events = [{ streamId: bookingStreamId(BOOKING), type: 'BookingPlaced', data: { branchId: BRANCH, bookingDate: '2026-11-27' } }];
    expect(boardDaysOf(events)).toEqual({ days: [{ branchId: BRANCH, date: '2026-11-27' }], bookingIds: [] });
  });

  it('Given a status change, When read, Then the booking is to be looked up, as the day is not in the event', () => {
    const events = [{ streamId: bookingStreamId(BOOKING), type: 'BookingStatusChanged', data: { from: 'booked', to: 'confirmed', by: 'admin' } }];
    expect(boardDaysOf(events)).toEqual({ days: [], bookingIds: [BOOKING] });
  });

  it('Given events of other streams, When read, Then no board is touched', () => {
    expect(boardDaysOf([{ streamId: 'claim-1', type: 'ClaimSubmitted', data: {} }])).toEqual({ days: [], bookingIds: [] });
  });
});
