import { describe, expect, it } from '@jest/globals';
import { riyadhToday } from './riyadh-today';

describe('riyadhToday', () => {
  it('is already tomorrow in Riyadh from 21:00 UTC', () => {
    expect(riyadhToday(new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21');
    expect(riyadhToday(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
    expect(riyadhToday(new Date('2026-03-10T21:30:00Z'))).toBe('2026-03-11');
  });

  it('pads month and day', () => {
    expect(riyadhToday(new Date('2027-01-05T06:00:00Z'))).toBe('2027-01-05');
  });

  it('crosses into a new year', () => {
    expect(riyadhToday(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});
