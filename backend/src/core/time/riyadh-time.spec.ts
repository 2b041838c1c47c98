import { describe, expect, it } from '@jest/globals';
import { parseBookingDate } from './riyadh-time.js';

describe('booking dates', () => {
  it('reads the accepted date forms and refuses others', () => {
    expect(parseBookingDate('2026-11-22')).toBe('2026-11-22');
    expect(parseBookingDate('11/22/2026')).toBe('2026-11-22');
    expect(parseBookingDate('11_22_2026')).toBe('2026-11-22');
    for (const bad of ['2026-02-30', '22/11/2026', '2026-1-2', 'tomorrow', '']) expect(parseBookingDate(bad)).toBeNull();
  });
});
