import { describe, expect, it } from '@jest/globals';
import { checkCustomerLimits, CustomerLimitError, type CustomerLimitCommand, type HeldBooking } from './customer-limits.js';

const now = new Date('2026-11-21T06:00:00Z'); // 09:00 in Riyadh
const held = (bookingId: string, bookingDate: string, slotMinute = 780): HeldBooking => ({ bookingId, bookingDate, slotMinute });
const place = (bookingDate: string, slotMinute = 780, openLimit = 3): CustomerLimitCommand => ({ type: 'PlaceBooking', bookingDate, slotMinute, now, openLimit });

/** Given the customer's open bookings, when a command, then allowed or a refusal. */
function given(bookings: HeldBooking[]) {
  return {
    when: (command: CustomerLimitCommand) => {
      try {
        checkCustomerLimits(command, bookings);
        return 'allowed';
      } catch (error) {
        if (error instanceof CustomerLimitError) return error.reason;
        throw error;
      }
    },
  };
}

describe('customer limits', () => {
  it('allows bookings up to the open limit, then refuses', () => {
    expect(given([]).when(place('2026-11-22'))).toBe('allowed');
    expect(given([held('a', '2026-11-22'), held('b', '2026-11-23')]).when(place('2026-11-24'))).toBe('allowed');
    expect(given([held('a', '2026-11-22'), held('b', '2026-11-23'), held('c', '2026-11-25')]).when(place('2026-11-24'))).toBe('openBookingsLimit');
  });

  it('follows the configured limit', () => {
    expect(given([held('a', '2026-11-22')]).when(place('2026-11-23', 780, 1))).toBe('openBookingsLimit');
    expect(given([held('a', '2026-11-22')]).when(place('2026-11-23', 780, 2))).toBe('allowed');
  });

  it('does not count appointments whose time has come', () => {
    const started = [held('a', '2026-11-21', 540), held('b', '2026-11-20'), held('c', '2026-11-21', 480)];
    expect(given(started).when(place('2026-11-24'))).toBe('allowed');
    expect(given([...started.slice(1), held('d', '2026-11-21', 600), held('e', '2026-11-22'), held('f', '2026-11-23')]).when(place('2026-11-24'))).toBe('openBookingsLimit');
  });

  it('refuses a second booking at the same date and time, at any branch', () => {
    expect(given([held('a', '2026-11-22', 780)]).when(place('2026-11-22', 780))).toBe('slotAlreadyYours');
    expect(given([held('a', '2026-11-22', 780)]).when(place('2026-11-22', 840))).toBe('allowed');
    expect(given([held('a', '2026-11-22', 780)]).when(place('2026-11-23', 780))).toBe('allowed');
  });

  it('names the clash before the count, as the time is what the customer can change', () => {
    const full = [held('a', '2026-11-22'), held('b', '2026-11-23'), held('c', '2026-11-24')];
    expect(given(full).when(place('2026-11-23'))).toBe('slotAlreadyYours');
  });

  it('lets a booking move at any count, but not onto another booking of the same customer', () => {
    const full = [held('a', '2026-11-22'), held('b', '2026-11-23'), held('c', '2026-11-24')];
    expect(given(full).when({ type: 'RescheduleBooking', bookingId: 'a', bookingDate: '2026-11-25', slotMinute: 780 })).toBe('allowed');
    expect(given(full).when({ type: 'RescheduleBooking', bookingId: 'a', bookingDate: '2026-11-23', slotMinute: 780 })).toBe('slotAlreadyYours');
    expect(given(full).when({ type: 'RescheduleBooking', bookingId: 'a', bookingDate: '2026-11-22', slotMinute: 780 })).toBe('allowed');
  });
});
