import { describe, expect, it } from '@jest/globals';
import { isCalendarDate, plusDays, riyadhDate, riyadhInstant, weekdayOf } from './riyadh-calendar.js';

describe('Riyadh calendar', () => {
  it('dates an instant in Riyadh (UTC+3), not in the server or browser zone', () => {
    expect(riyadhDate(new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21');
    expect(riyadhDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
    expect(riyadhDate(new Date('2026-03-10T21:30:00Z'))).toBe('2026-03-11');
    expect(riyadhDate(new Date('2027-01-05T06:00:00Z'))).toBe('2027-01-05');
    expect(riyadhDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });

  it('places a slot of a Riyadh day on the time line', () => {
    expect(riyadhInstant('2026-11-22', 8 * 60).toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(riyadhInstant('2026-11-22', 13 * 60 + 30).toISOString()).toBe('2026-11-22T10:30:00.000Z');
    expect(riyadhInstant('2026-11-22', 0).toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });

  it('knows the weekday, Friday included, and counts days across a year', () => {
    expect(weekdayOf('2026-11-20')).toBe('friday');
    expect(weekdayOf('2026-11-21')).toBe('saturday');
    expect(weekdayOf('2026-11-26')).toBe('thursday');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-2-3', '05/10/2026', 'yesterday', '']) expect(isCalendarDate(bad)).toBe(false);
  });
});
