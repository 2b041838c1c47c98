import { describe, expect, it } from '@jest/globals';
import {
  coveredSlots,
  fitsHours,
  hoursFromClocks,
  hoursOn,
  isRamadan,
  jobMinutes,
  openIntervals,
  slotLength,
  uniformWeek,
  workingDaysOf,
  type BranchHours,
} from './branch-hours.js';

const DAY = { opens: 8 * 60, closes: 22 * 60 };
const RAMADAN_NIGHT = { opens: 20 * 60, closes: 26 * 60 };
const branch = (over: Partial<BranchHours> = {}): BranchHours => ({
  weekly: { ...uniformWeek(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], DAY), friday: { opens: 16 * 60, closes: 22 * 60 } },
  ramadan: RAMADAN_NIGHT,
  special: [],
  closedDates: [],
  ...over,
});

describe('Ramadan by the Umm al-Qura calendar', () => {
  it('covers 1448 AH: 2027-02-08 to 2027-03-08, and not the day on either side', () => {
    expect(isRamadan('2027-02-07')).toBe(false);
    expect(isRamadan('2027-02-08')).toBe(true);
    expect(isRamadan('2027-02-20')).toBe(true);
    expect(isRamadan('2027-03-08')).toBe(true);
    expect(isRamadan('2027-03-09')).toBe(false);
  });

  it('applies Ramadan hours on working days only, with no action each year', () => {
    expect(hoursOn(branch(), '2027-02-08')).toEqual({ kind: 'ramadan', hours: RAMADAN_NIGHT });
    expect(hoursOn(branch(), '2027-02-07')).toEqual({ kind: 'regular', hours: DAY });
    const noFriday = branch({ weekly: { ...branch().weekly, friday: null } });
    expect(hoursOn(noFriday, '2027-02-12')).toEqual({ kind: 'closed', hours: null }); // a Friday in Ramadan
    expect(hoursOn(branch({ ramadan: null }), '2027-02-08')).toEqual({ kind: 'regular', hours: DAY });
  });
});

describe('a date\'s hours', () => {
  it('takes the weekday\'s hours, Friday evening included', () => {
    expect(hoursOn(branch(), '2026-11-27')).toEqual({ kind: 'regular', hours: { opens: 960, closes: 1320 } }); // Friday
  });

  it('lets a closed date and a special range override the week and Ramadan; the last range entered wins', () => {
    const eid = { from: '2027-03-09', to: '2027-03-11', hours: { opens: 16 * 60, closes: 23 * 60 } };
    const hours = branch({ closedDates: ['2027-02-10'], special: [eid, { from: '2027-03-11', to: '2027-03-11', hours: null }] });
    expect(hoursOn(hours, '2027-02-10').kind).toBe('closed');
    expect(hoursOn(hours, '2027-03-09')).toEqual({ kind: 'special', hours: eid.hours });
    expect(hoursOn(hours, '2027-03-11')).toEqual({ kind: 'closed', hours: null });
  });

  it('carries a night past midnight into the next date, and never lets a job cross midnight', () => {
    // 2027-03-08 is the last night of Ramadan: 20:00 to 02:00; Eid's first day keeps 00:00–02:00.
    expect(openIntervals(branch(), '2027-03-08')).toEqual([
      { start: 0, end: 120, kind: 'ramadan' },
      { start: 1200, end: 1440, kind: 'ramadan' },
    ]);
    expect(openIntervals(branch(), '2027-03-09')).toEqual([
      { start: 0, end: 120, kind: 'ramadan' },
      { start: 480, end: 1320, kind: 'regular' },
    ]);
    const intervals = openIntervals(branch(), '2027-03-08');
    expect(fitsHours(intervals, 1320, 120)).toBe(true);
    expect(fitsHours(intervals, 1380, 120)).toBe(false);
    expect(fitsHours(intervals, 60, 60)).toBe(true);
    expect(fitsHours(intervals, 60, 120)).toBe(false);
  });
});

describe('a job\'s length', () => {
  it('sums its services, rounds up to whole slots and lists the slots it covers', () => {
    expect(jobMinutes([60, 180], 60)).toBe(240);
    expect(jobMinutes([], 30)).toBe(30);
    expect(slotLength([480, 540, 600])).toBe(60);
    expect(slotLength([480])).toBe(60);
    expect(slotLength([480, 510, 600])).toBe(30);
    expect(coveredSlots(480, 90, 60)).toEqual([480, 540]);
    expect(coveredSlots(480, 180, 60)).toEqual([480, 540, 600]);
    expect(coveredSlots(480, 45, 60)).toEqual([480]);
  });

  it('reads a closing at or before the opening as past midnight', () => {
    expect(hoursFromClocks(1200, 120)).toEqual({ opens: 1200, closes: 1560 });
    expect(hoursFromClocks(480, 1320)).toEqual({ opens: 480, closes: 1320 });
    expect(hoursFromClocks(480, 420)).toBeNull(); // 08:00 to 07:00 the next day: not a shift
    expect(workingDaysOf(branch().weekly)).toHaveLength(7);
  });
});
