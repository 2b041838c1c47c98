import { describe, expect, it } from '@jest/globals';
import { canCustomerChange } from './booking-status';

const now = new Date('2026-11-22T06:30:00Z'); // 09:30 in Riyadh

describe('canCustomerChange', () => {
  it('offers changes for open bookings that have not started', () => {
    expect(canCustomerChange({ status: 'booked', bookingDate: '2026-11-22', bookingTime: '10:00 AM' }, now)).toBe(true);
    expect(canCustomerChange({ status: 'confirmed', bookingDate: '2026-11-23', bookingTime: '08:00 AM' }, now)).toBe(true);
  });

  it('offers none once the time has begun or the booking is final', () => {
    expect(canCustomerChange({ status: 'booked', bookingDate: '2026-11-22', bookingTime: '09:00 AM' }, now)).toBe(false);
    expect(canCustomerChange({ status: 'cancelled', bookingDate: '2026-11-30', bookingTime: '09:00 AM' }, now)).toBe(false);
  });
});
