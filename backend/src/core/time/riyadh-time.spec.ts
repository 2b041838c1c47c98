import { describe, expect, it } from '@jest/globals';
import { parseBookingDate, plusDays, riyadhDate, riyadhInstant, weekdayOf } from './riyadh-time.js';

describe('Riyadh time', () => {
  it('dates an instant in Riyadh (UTC+3), not in the server zone', () => {
    expect(riyadhDate(new Date('2026-11-21T20:59:00Z'))).toBe('2026-11-21');
    expect(riyadhDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
  });

  it('places a slot of a Riyadh day on the time line', () => {
    expect(riyadhInstant('2026-11-22', 8 * 60).toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(riyadhInstant('2026-11-22', 13 * 60 + 30).toISOString()).toBe('2026-11-22T10:30:00.000Z');
  });

  it('knows the weekday, Friday included', () => {
    expect(weekdayOf('2026-11-20')).toBe('friday');
    expect(weekdayOf('2026-11-21')).toBe('saturday');
    expect(weekdayOf('2026-11-26')).toBe('thursday');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads the accepted date forms and refuses others', () => {
    expect(parseBookingDate('2026-11-22')).toBe('2026-11-22');
    expect(parseBookingDate('11/22/2026')).toBe('2026-11-22');
    expect(parseBookingDate('11_22_2026')).toBe('2026-11-22');
    for (const bad of ['2026-02-30', '22/11/2026', '2026-1-2', 'tomorrow', '']) expect(parseBookingDate(bad)).toBeNull();
  });
});
