import { describe, expect, it } from '@jest/globals';
import { checkClaimDates, isCalendarDate } from './claim-dates';

describe('isCalendarDate', () => {
  it('accepts real dates and refuses impossible or malformed ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('checkClaimDates', () => {
  const today = '2026-03-10';

  it('accepts a failure after, or on, the install day up to today', () => {
    expect(checkClaimDates('2025-06-01', '2026-03-01', today)).toBeNull();
    expect(checkClaimDates('2026-03-10', '2026-03-10', today)).toBeNull();
  });

  it('refuses a failure before the install', () => {
    expect(checkClaimDates('2026-03-01', '2026-02-28', today)).toBe('failedBeforeInstall');
  });

  it('refuses either date in the future', () => {
    expect(checkClaimDates('2026-03-01', '2026-03-11', today)).toBe('dateInFuture');
    expect(checkClaimDates('2026-03-11', '2026-03-11', today)).toBe('dateInFuture');
  });

  it('refuses dates that are not dates', () => {
    expect(checkClaimDates('2026-02-30', '2026-03-01', today)).toBe('badDate');
  });
});
