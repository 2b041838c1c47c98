import { describe, expect, it } from '@jest/globals';
import { uniformWeek } from '@dealer/contracts';
import { testBranch } from '../shared/branch-facts.fixture.js';
import { freeSlotsOf } from './free-slots.js';

const branch = testBranch({ capacity: 2, closedDates: ['2026-11-25'] });
const slots = [480, 540, 600].map((minuteOfDay, index) => ({ timeSlot: `slot ${index + 1}`, slotIndex: index + 1, minuteOfDay }));
const at = (iso: string) => new Date(iso);
const hour = { minutes: 60, slotLength: 60 };

describe('freeSlotsOf', () => {
  it('lists the slots with places left, and how many, and the full ones with none', () => {
    const answer = freeSlotsOf(branch, '2026-11-24', slots, new Map([[480, 2], [540, 1]]), at('2026-11-22T09:00:00Z'), 30, hour);
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
    const answer = freeSlotsOf(branch, '2026-11-24', slots, new Map(), at('2026-11-24T05:30:00Z'), 30, hour);
    expect(answer.slots.map((slot) => slot.minuteOfDay)).toEqual([540, 600]);
    expect(new Date(answer.validUntil).toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  it('gives nothing on Fridays, closed dates and beyond the horizon', () => {
    const now = at('2026-11-22T09:00:00Z');
    expect(freeSlotsOf(branch, '2026-11-27', slots, new Map(), now, 30, hour).slots).toEqual([]);
    expect(freeSlotsOf(branch, '2026-11-25', slots, new Map(), now, 30, hour).slots).toEqual([]);
    expect(freeSlotsOf(branch, '2026-11-26', slots, new Map(), now, 2, hour).slots).toEqual([]);
    expect(freeSlotsOf(branch, '2026-11-24', slots, new Map(), now, 2, hour).slots).toHaveLength(3);
  });
});

describe('freeSlotsOf for a job of several slots', () => {
  // Every hour of the day is a start of the grid; the branch decides which ones a job may use.
  const grid = Array.from({ length: 24 }, (_, i) => ({ timeSlot: `${i}:00`, slotIndex: i + 1, minuteOfDay: i * 60 }));
  const threeHours = { minutes: 180, slotLength: 60 };
  const now = at('2026-11-22T09:00:00Z');
  const starts = (answer: { slots: { minuteOfDay: number; free: number }[] }) => answer.slots.map((s) => [s.minuteOfDay / 60, s.free]);

  it('offers a start only where the job ends by closing, with the fewest free bays over its three slots', () => {
    // 08:00–22:00, two bays; 10:00 is full and 13:00 half taken.
    const taken = new Map([[600, 2], [780, 1]]);
    expect(starts(freeSlotsOf(branch, '2026-11-24', grid, taken, now, 30, threeHours))).toEqual([
      [8, 0], [9, 0], [10, 0], [11, 1], [12, 1], [13, 1], [14, 2], [15, 2], [16, 2], [17, 2], [18, 2], [19, 2],
    ]);
    // A 150-minute job covers three slots too, but may start at 19:30's slot only if it ends by 22:00.
    expect(starts(freeSlotsOf(branch, '2026-11-24', grid, new Map(), now, 30, { minutes: 150, slotLength: 60 })).at(-1)).toEqual([19, 2]);
  });

  it('counts covered slots by minute of day, grid start or not', () => {
    const halfHours = [480, 600].map((minuteOfDay, i) => ({ timeSlot: `s${i}`, slotIndex: i + 1, minuteOfDay }));
    const answer = freeSlotsOf(branch, '2026-11-24', halfHours, new Map([[510, 2]]), now, 30, { minutes: 60, slotLength: 30 });
    expect(starts(answer)).toEqual([[8, 0], [10, 2]]);
  });

  const ramadanBranch = testBranch({
    capacity: 1,
    hours: { weekly: uniformWeek(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], { opens: 480, closes: 1320 }), ramadan: { opens: 1200, closes: 1560 }, special: [], closedDates: [] },
  });

  it('uses Ramadan hours on a Ramadan date: 20:00 to 02:00, the night before ending at 02:00', () => {
    // Monday 15 February 2027 is in Ramadan; a 3-hour job fits from 20:00 to 21:00 (ending by midnight) and 00:00 not at all.
    expect(starts(freeSlotsOf(ramadanBranch, '2027-02-15', grid, new Map(), now, 200, threeHours))).toEqual([[20, 1], [21, 1]]);
    expect(starts(freeSlotsOf(ramadanBranch, '2027-02-15', grid, new Map(), now, 200, hour))).toEqual([[0, 1], [1, 1], [20, 1], [21, 1], [22, 1], [23, 1]]);
  });

  it('still offers 00:00 and 01:00 on the morning after the last night of Ramadan, then the regular day', () => {
    const answer = freeSlotsOf(ramadanBranch, '2027-03-09', grid, new Map([[60, 1]]), now, 200, hour);
    expect(starts(answer).slice(0, 3)).toEqual([[0, 1], [1, 0], [8, 1]]);
    expect(starts(freeSlotsOf(ramadanBranch, '2027-03-09', grid, new Map(), now, 200, { minutes: 120, slotLength: 60 })).slice(0, 2)).toEqual([[0, 1], [8, 1]]);
  });

  it('follows special hours over the week', () => {
    const special = testBranch({ hours: { ...branch.hours, special: [{ from: '2026-11-24', to: '2026-11-24', hours: { opens: 960, closes: 1380 } }] } });
    expect(starts(freeSlotsOf(special, '2026-11-24', grid, new Map(), now, 30, threeHours))).toEqual([[16, 1], [17, 1], [18, 1], [19, 1], [20, 1]]);
  });
});
