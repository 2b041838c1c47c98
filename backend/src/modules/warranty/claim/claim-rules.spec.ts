import { describe, expect, it } from '@jest/globals';
import { checkClaimDates, claimReference, isCalendarDate } from './claim-rules.js';

describe('claim reference', () => {
  it('names the Riyadh year of submission and pads the number', () => {
    expect(claimReference(new Date('2026-05-01T10:00:00Z'), 123)).toBe('WC-2026-000123');
    // 22:30 UTC on 31 December is already New Year's Day in Riyadh (UTC+3).
    expect(claimReference(new Date('2026-12-31T22:30:00Z'), 7)).toBe('WC-2027-000007');
    expect(claimReference(new Date('2026-05-01T10:00:00Z'), 1234567)).toBe('WC-2026-1234567');
  });
});

describe('claim dates', () => {
  const today = '2026-05-10';

  it('accepts a failure on or after the install day, up to today', () => {
    expect(checkClaimDates('2025-01-15', '2026-05-10', today)).toBeNull();
    expect(checkClaimDates('2026-05-10', '2026-05-10', today)).toBeNull();
  });

  it('refuses a failure before the install day', () => {
    expect(checkClaimDates('2026-03-01', '2026-02-28', today)).toBe('failedBeforeInstall');
  });

  it('refuses days still ahead in Riyadh', () => {
    expect(checkClaimDates('2026-01-01', '2026-05-11', today)).toBe('dateInFuture');
    expect(checkClaimDates('2026-05-11', '2026-05-11', today)).toBe('dateInFuture');
  });

  it('refuses what is not a real YYYY-MM-DD date', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('05/10/2026')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(checkClaimDates('2026-02-30', '2026-03-01', today)).toBe('badDate');
    expect(checkClaimDates('2026-01-01', 'yesterday', today)).toBe('badDate');
  });
});
