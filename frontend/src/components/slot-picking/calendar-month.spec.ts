import { describe, expect, it } from '@jest/globals';
import { lastOfMonth, monthWeeks, moveDate, shiftDate, shiftMonth } from './calendar-month';

describe('the calendar month', () => {
  it('lays a month out in weeks starting on Saturday', () => {
    // 1 November 2026 is a Sunday: one blank Saturday before it.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(weeks.at(-1)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves between months, keeping the day where the month has it', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(shiftDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftDate('2026-11-15', -1)).toBe('2026-10-15');
  });

  it('follows the reading direction with the arrows, and the week with Home and End', () => {
    expect(moveDate('2026-11-25', 'ArrowRight', false)).toBe('2026-11-26');
    expect(moveDate('2026-11-25', 'ArrowRight', true)).toBe('2026-11-24');
    expect(moveDate('2026-11-25', 'ArrowLeft', true)).toBe('2026-11-26');
    expect(moveDate('2026-11-25', 'ArrowDown', false)).toBe('2026-12-02');
    // Wednesday 25th: its week runs from Saturday 21st to Friday 27th.
    expect(moveDate('2026-11-25', 'Home', true)).toBe('2026-11-21');
    expect(moveDate('2026-11-25', 'End', false)).toBe('2026-11-27');
    expect(moveDate('2026-11-25', 'PageDown', false)).toBe('2026-12-25');
  });
});
