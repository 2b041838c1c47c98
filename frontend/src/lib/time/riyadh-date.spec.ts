import { describe, expect, it } from '@jest/globals';
import { gregorianDateLabel, slotStartsAt } from './riyadh-date';

describe('gregorianDateLabel', () => {
  it('keeps the date whatever the time zone', () => {
    expect(gregorianDateLabel('2026-11-22', 'en')).toBe('Sun, 22 Nov 2026');
  });

  it('writes the weekday in Arabic, and English for any other language', () => {
    expect(gregorianDateLabel('2026-11-22', 'ar')).toBe('الأحد، 22 نوفمبر 2026');
    expect(gregorianDateLabel('2026-11-22', 'en-US')).toBe('Sun, 22 Nov 2026');
  });
});

describe('slotStartsAt', () => {
  it('reads the slot label as Riyadh time', () => {
    expect(slotStartsAt('2026-11-22', '01:00 PM')?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(slotStartsAt('2026-11-22', '12:00 AM')?.toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });

  it('is null for malformed values', () => {
    expect(slotStartsAt('2026-11-22', '13:00')).toBeNull();
    expect(slotStartsAt('22-11-2026', '01:00 PM')).toBeNull();
  });
});
