import { describe, expect, it } from '@jest/globals';
import { deskQuery, filterBranch, parseBookingFilter, withBookingFilter, type BookingFilter } from './booking-filter';

const OLAYA = { _id: '6f1c1f6e-3d5b-4a43-9a55-0c1e8d5e1a01', branchName: 'Riyadh - Al Olaya' };
const JEDDAH = { _id: '6f1c1f6e-3d5b-4a43-9a55-0c1e8d5e1a02', branchName: 'Jeddah - Tahlia' };
const params = (query: string) => new URLSearchParams(query);
const NONE: BookingFilter = { date: null, branch: null, status: null };

describe('the Booking History filter in the address', () => {
  it('reads today at a branch with a status', () => {
    expect(parseBookingFilter(params(`tab=bookingHistory&date=today&branch=${OLAYA._id}&status=booked`))).toEqual({ date: 'today', branch: OLAYA._id, status: 'booked' });
  });

  it('reads a calendar day and a branch by name', () => {
    expect(parseBookingFilter(params('date=2026-11-28&branch=Riyadh%20-%20Al%20Olaya'))).toEqual({ date: '2026-11-28', branch: 'Riyadh - Al Olaya', status: null });
  });

  it('drops values that mean nothing instead of emptying the grid', () => {
    expect(parseBookingFilter(params('date=2026-02-30&status=lost&branch=%20'))).toEqual(NONE);
    expect(parseBookingFilter(params('date=tomorrow'))).toEqual(NONE);
  });

  it('writes only what is set and keeps the tab', () => {
    const written = withBookingFilter(params('tab=bookingHistory&status=booked'), { date: 'today', branch: OLAYA._id, status: null });
    expect(written.toString()).toBe(`tab=bookingHistory&date=today&branch=${OLAYA._id}`);
  });

  it('round-trips: what is written is read back the same', () => {
    const filter: BookingFilter = { date: '2026-12-01', branch: JEDDAH._id, status: 'no_show' };
    expect(parseBookingFilter(withBookingFilter(params('tab=bookingHistory'), filter))).toEqual(filter);
  });
});

describe('filterBranch', () => {
  it('finds a branch by id, or by its name in any case', () => {
    expect(filterBranch(OLAYA._id, [OLAYA, JEDDAH])).toBe(OLAYA);
    expect(filterBranch('riyadh - al olaya', [OLAYA, JEDDAH])).toBe(OLAYA);
    expect(filterBranch('Dammam', [OLAYA, JEDDAH])).toBeUndefined();
    expect(filterBranch(null, [OLAYA])).toBeUndefined();
  });
});

describe('deskQuery', () => {
  it('asks the server for what is set, today included as a word for the server to judge', () => {
    expect(deskQuery({ date: 'today', branch: OLAYA._id, status: 'booked' })).toBe(`?date=today&branch=${OLAYA._id}&status=booked`);
    expect(deskQuery({ ...NONE, branch: 'Riyadh - Al Olaya' })).toBe('?branch=Riyadh+-+Al+Olaya');
  });

  it('asks for everything without a filter', () => {
    expect(deskQuery(NONE)).toBe('');
  });
});
