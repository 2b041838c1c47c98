import { describe, expect, it } from '@jest/globals';
import { formatDualDate, formatGregorian, formatHijri } from './dates';

// 2026-05-12 noon in Riyadh: 25 Dhu al-Qadah 1447 in the Umm al-Qura calendar.
const day = new Date('2026-05-12T09:00:00Z');

describe('dates', () => {
  it('shows the Gregorian and the Umm al-Qura date in English', () => {
    expect(formatGregorian(day, 'en')).toBe('12 May 2026');
    expect(formatHijri(day, 'en')).toMatch(/^25 Dhu.*1447 AH$/);
    expect(formatDualDate(day, 'en')).toMatch(/^12 May 2026 \(25 Dhu.*1447 AH\)$/);
  });

  it('writes Arabic month names with Western digits', () => {
    expect(formatGregorian(day, 'ar')).toContain('مايو');
    expect(formatGregorian(day, 'ar')).toContain('2026');
    expect(formatHijri(day, 'ar')).toContain('ذو القعدة');
    expect(formatHijri(day, 'ar')).toContain('1447');
    expect(formatDualDate(day, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('uses the Riyadh calendar day, not the device zone', () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3).
    expect(formatGregorian(new Date('2026-05-12T22:30:00Z'), 'en')).toBe('13 May 2026');
  });
});
