import { describe, expect, it } from '@jest/globals';
import { testBranch } from '../shared/branch-facts.fixture.js';
import { freeSlotsOf } from './free-slots.js';

const branch = testBranch({ capacity: 2, closedDates: ['2026-11-25'] });
const slots = [480, 540, 600].map((minuteOfDay, index) => ({ timeSlot: `slot ${index + 1}`, slotIndex: index + 1, minuteOfDay }));
const at = (iso: string) => new Date(iso);

describe('freeSlotsOf', () => {
  it('lists the slots with places left, and how many, and the full ones with none', () => {
    const answer = freeSlotsOf(branch, '2026-11-24', slots, new Map([[480, 2], [540, 1]]), at('2026-11-22T09:00:00Z'), 30);
    expect(answer.slots).toEqual([
      { timeSlot: 'slot 1', slotIndex: 1, minuteOfDay: 480, free: 0 },
      { timeSlot: 'slot 2', slotIndex: 2, minuteOfDay: 540, free: 1 },
      { timeSlot: 'slot 3', slotIndex: 3, minuteOfDay: 600, free: 2 },
    ]);
    // The earliest slot shown still starts after midnight: the answer holds until Riyadh midnight.
    expect(new Date(answer.validUntil).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('drops the slots of today that have started, and holds until the next one starts', () => {
    // 08:30 in Riyadh on Tuesday 24th: the 08:00 slot has started.
    const answer = freeSlotsOf(branch, '2026-11-24', slots, new Map(), at('2026-11-24T05:30:00Z'), 30);
    expect(answer.slots.map((slot) => slot.minuteOfDay)).toEqual([540, 600]);
    expect(new Date(answer.validUntil).toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  it('gives nothing on Fridays, closed dates and beyond the horizon', () => {
    const now = at('2026-11-22T09:00:00Z');
    expect(freeSlotsOf(branch, '2026-11-27', slots, new Map(), now, 30).slots).toEqual([]);
    expect(freeSlotsOf(branch, '2026-11-25', slots, new Map(), now, 30).slots).toEqual([]);
    expect(freeSlotsOf(branch, '2026-11-26', slots, new Map(), now, 2).slots).toEqual([]);
    expect(freeSlotsOf(branch, '2026-11-24', slots, new Map(), now, 2).slots).toHaveLength(3);
  });
});
