import { describe, expect, it } from '@jest/globals';
import { COMPLETE_BOOKING_FORM as complete } from './booking-form.fixture';
import { offersWaitlist, toJoinWaitlistRequest, windowChoices } from './join-waitlist';

const slot = (timeSlot: string, free: number) => ({ timeSlot, slotIndex: 1, minuteOfDay: 0, free });

describe('joining the waitlist from the booking form', () => {
  it('is offered once a time of the day is full', () => {
    expect(offersWaitlist([slot('09:00 AM', 1), slot('10:00 AM', 2)])).toBe(false);
    expect(offersWaitlist([slot('09:00 AM', 0), slot('10:00 AM', 2)])).toBe(true);
    expect(offersWaitlist(undefined)).toBe(false);
  });

  it('lets the window run over the day\'s starts', () => {
    expect(windowChoices([slot('09:00 AM', 0), slot('10:00 AM', 2)])).toEqual(['09:00 AM', '10:00 AM']);
  });

  it('sends the booking without its time, with the window', () => {
    const request = toJoinWaitlistRequest({ ...complete, bookingTime: '09:00 AM' }, '09:00 AM', '11:00 AM');
    expect(request).not.toHaveProperty('bookingTime');
    expect(request).toMatchObject({ branchName: complete.branchName, bookingDate: complete.bookingDate, windowStart: '09:00 AM', windowEnd: '11:00 AM' });
  });
});
