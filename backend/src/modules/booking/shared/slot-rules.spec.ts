import { describe, expect, it } from '@jest/globals';
import { testBranch } from './branch-facts.fixture.js';
import { slotRules } from './slot-rules.js';

const branch = testBranch({ capacity: 2, closedDates: ['2026-11-24'] });
const now = new Date('2026-11-21T21:30:00Z'); // already Sunday 00:30 in Riyadh

describe('slotRules', () => {
  it('opens on working days and closes on Fridays and closed dates', () => {
    expect(slotRules({ ...branch, workingDays: [...branch.workingDays] }, '2026-11-22', 480, now, 60).branchOpen).toBe(true);
    expect(slotRules({ ...branch, workingDays: [...branch.workingDays] }, '2026-11-27', 480, now, 60).branchOpen).toBe(false);
    expect(slotRules({ ...branch, workingDays: [...branch.workingDays] }, '2026-11-24', 480, now, 60).branchOpen).toBe(false);
  });

  it('ends the horizon with the last Riyadh day, counted from Riyadh today', () => {
    const rules = slotRules({ ...branch, workingDays: [...branch.workingDays] }, '2026-11-22', 480, now, 2);
    expect(rules.startsAt.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(rules.horizonEnd.toISOString()).toBe('2026-11-24T21:00:00.000Z'); // end of Tuesday 24th, Riyadh
    expect(rules.capacity).toBe(2);
  });
});
