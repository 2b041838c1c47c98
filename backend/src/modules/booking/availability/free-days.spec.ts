import type { AvailableDay } from '@dealer/contracts';
import { describe, expect, it } from '@jest/globals';
import { testBranch } from '../shared/branch-facts.fixture.js';
import { datesBetween, freeDaysOf } from './free-days.js';

const branch = testBranch({ capacity: 2, closedDates: ['2026-11-25'] });
const slots = [480, 540].map((minuteOfDay, index) => ({ timeSlot: `slot ${index + 1}`, slotIndex: index + 1, minuteOfDay }));
// Sunday 22 November 2026, 12:00 in Riyadh.
const now = new Date('2026-11-22T09:00:00Z');
const hour = { minutes: 60, slotLength: 60 };

describe('freeDaysOf', () => {
  it('lists every date of the range, both ends included', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(datesBetween('2026-11-29', '2026-11-29')).toEqual(['2026-11-29']);
  });

  it('says why each day cannot be booked, and how many times are free on the others', () => {
    const taken = new Map([
      ['2026-11-23', new Map([[480, 2]])],
      ['2026-11-24', new Map([[480, 2], [540, 2]])],
    ]);
    const days = freeDaysOf(branch, datesBetween('2026-11-21', '2026-11-28'), slots, taken, now, 5, hour);
    expect(days.map(withoutHours)).toEqual([
      { date: '2026-11-21', open: false, free: 0, reason: 'past' },
      // Today at noon: the morning's times have started.
      { date: '2026-11-22', open: false, free: 0, reason: 'past' },
      { date: '2026-11-23', open: true, free: 1, reason: null },
      { date: '2026-11-24', open: true, free: 0, reason: 'full' },
      { date: '2026-11-25', open: false, free: 0, reason: 'closed' },
      { date: '2026-11-26', open: true, free: 2, reason: null },
      { date: '2026-11-27', open: false, free: 0, reason: 'closed' },
      // The fifth day ahead is the last one: the 28th lies beyond the horizon.
      { date: '2026-11-28', open: false, free: 0, reason: 'beyondHorizon' },
    ]);
  });

  it('keeps today open while one of its times has not started', () => {
    const early = new Date('2026-11-22T05:30:00Z'); // 08:30 in Riyadh
    expect(freeDaysOf(branch, ['2026-11-22'], slots, new Map(), early, 5, hour).map(withoutHours)).toEqual([{ date: '2026-11-22', open: true, free: 1, reason: null }]);
  });

  it('counts only the starts where the whole job fits, and calls a working day where none fits full', () => {
    const grid = Array.from({ length: 24 }, (_, i) => ({ timeSlot: `${i}:00`, slotIndex: i + 1, minuteOfDay: i * 60 }));
    const short = testBranch({ capacity: 1, hours: { ...branch.hours, special: [{ from: '2026-11-24', to: '2026-11-24', hours: { opens: 480, closes: 600 } }] } });
    const taken = new Map([['2026-11-23', new Map([[600, 1]])]]);
    const days = freeDaysOf(short, ['2026-11-23', '2026-11-24', '2026-11-27'], grid, taken, now, 30, { minutes: 180, slotLength: 60 });
    // 08:00–22:00 gives starts 08:00 to 19:00; 10:00 taken spoils 08:00, 09:00 and 10:00.
    expect(days).toEqual([
      { date: '2026-11-23', open: true, free: 9, reason: null, hours: { opens: 480, closes: 1320, kind: 'regular' } },
      { date: '2026-11-24', open: true, free: 0, reason: 'full', hours: { opens: 480, closes: 600, kind: 'special' } },
      { date: '2026-11-27', open: false, free: 0, reason: 'closed', hours: null },
    ]);
  });

  it('names a Ramadan night\'s hours, running past midnight', () => {
    const ramadan = testBranch({ hours: { ...branch.hours, ramadan: { opens: 1200, closes: 1560 } } });
    const [day] = freeDaysOf(ramadan, ['2027-02-21'], slots, new Map(), now, 400, hour);
    expect(day!.hours).toEqual({ opens: 1200, closes: 1560, kind: 'ramadan' });
  });
});

function withoutHours({ hours: _hours, ...day }: AvailableDay): Omit<AvailableDay, 'hours'> {
  return day;
}
