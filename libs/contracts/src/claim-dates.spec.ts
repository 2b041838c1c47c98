import { describe, expect, it } from '@jest/globals';
import { checkClaimDates } from './claim-dates.js';

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
    expect(checkClaimDates('2026-02-30', '2026-03-01', today)).toBe('badDate');
    expect(checkClaimDates('2026-01-01', 'yesterday', today)).toBe('badDate');
  });
});
