import { describe, expect, it } from '@jest/globals';
import { slotLabels } from './slot-labels';

const slot = { bookingDate: '2026-11-28', bookingTime: '01:00 PM' };

describe('slotLabels', () => {
  it('names the slot as the reader writes it, keeping the spec time label in English', () => {
    expect(slotLabels(slot, 'en')).toEqual({ date: 'Sat, 28 Nov 2026', time: '01:00 PM' });
    expect(slotLabels(slot, 'ar')).toEqual({ date: 'السبت، 28 نوفمبر 2026', time: '1:00 م' });
  });

  it('isolates the runs inside Arabic sentences only', () => {
    expect(slotLabels(slot, 'ar', true).time).toBe('\u20681:00 م\u2069');
    expect(slotLabels(slot, 'en', true).time).toBe('01:00 PM');
  });
});
