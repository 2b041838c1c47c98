import { describe, expect, it } from '@jest/globals';
import { formatDualDate } from './dates';

describe('formatDualDate', () => {
  it('shows the Gregorian and the Umm al-Qura date of the Riyadh day', () => {
    // 2026-05-12 noon in Riyadh: 25 Dhu al-Qadah 1447 in the Umm al-Qura calendar.
    expect(formatDualDate(new Date('2026-05-12T09:00:00Z'), 'en')).toMatch(/^12 May 2026 \(25 Dhu.*1447 AH\)$/);
    // 22:30 UTC is already the next day in Riyadh (UTC+3).
    expect(formatDualDate(new Date('2026-05-12T22:30:00Z'), 'en')).toMatch(/^13 May 2026 /);
  });

  it('writes Arabic month names with Western digits', () => {
    const text = formatDualDate(new Date('2026-05-12T09:00:00Z'), 'ar');
    expect(text).toContain('مايو');
    expect(text).toContain('ذو القعدة');
    expect(text).not.toMatch(/[٠-٩]/);
  });
});
