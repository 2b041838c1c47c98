import { describe, expect, it } from '@jest/globals';
import { gregorianDateLabel, hijriDateLabel, slotStartsAt } from './riyadh-date';

describe('hijriDateLabel', () => {
  it('gives the Umm al-Qura date in English', () => {
    // 1 Ramadan 1447 AH is 18 February 2026 in the Umm al-Qura calendar.
    const label = hijriDateLabel('2026-02-18', 'en');
    expect(label).toMatch(/Ramadan/);
    expect(label).toMatch(/\b1\b/);
    expect(label).toMatch(/1447/);
  });

  it('gives Arabic month names with Latin digits in Arabic', () => {
    const label = hijriDateLabel('2026-02-18', 'ar');
    expect(label).toMatch(/رمضان/);
    expect(label).toMatch(/1447/);
  });

  it('is empty for anything that is not a real date', () => {
    expect(hijriDateLabel('', 'en')).toBe('');
    expect(hijriDateLabel('2026-02-30', 'en')).toBe('');
    expect(hijriDateLabel('18/02/2026', 'ar')).toBe('');
  });
});

describe('gregorianDateLabel', () => {
  it('keeps the date whatever the time zone', () => {
    expect(gregorianDateLabel('2026-11-22', 'en')).toMatch(/22 Nov 2026/);
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
