import { describe, expect, it } from '@jest/globals';
import { claimReference } from './claim-rules.js';

describe('claim reference', () => {
  it('names the Riyadh year of submission and pads the number', () => {
    expect(claimReference(new Date('2026-05-01T10:00:00Z'), 123)).toBe('WC-2026-000123');
    // 22:30 UTC on 31 December is already New Year's Day in Riyadh (UTC+3).
    expect(claimReference(new Date('2026-12-31T22:30:00Z'), 7)).toBe('WC-2027-000007');
    expect(claimReference(new Date('2026-05-01T10:00:00Z'), 1234567)).toBe('WC-2026-1234567');
  });
});
