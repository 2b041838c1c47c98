import { describe, expect, it } from '@jest/globals';
import {
  formatBookingDate,
  formatCalendarPart,
  formatDateWithHijri,
  formatDayTiming,
  formatHijriDate,
  formatOpenHours,
  formatPrice,
  formatSlotTime,
  isolate,
  isolateFor,
} from './formatting.js';

describe('formatSlotTime', () => {
  it('keeps the spec label in English', () => {
    expect(formatSlotTime('09:00 AM', 'en')).toBe('09:00 AM');
    expect(formatSlotTime(13 * 60, 'en')).toBe('01:00 PM');
  });

  it('writes ص/م without the leading zero in Arabic', () => {
    expect(formatSlotTime('09:00 AM', 'ar')).toBe('9:00 ص');
    expect(formatSlotTime('01:00 PM', 'ar')).toBe('1:00 م');
    expect(formatSlotTime('12:30 PM', 'ar')).toBe('12:30 م');
    expect(formatSlotTime('12:00 AM', 'ar')).toBe('12:00 ص');
    expect(formatSlotTime(21 * 60 + 15, 'ar')).toBe('9:15 م');
  });

  it('leaves a text that is no slot label as it is', () => {
    expect(formatSlotTime('soon', 'ar')).toBe('soon');
  });
});

describe('formatDayTiming', () => {
  it("writes the hours in the reader's language as the locator writes a branch's", () => {
    expect(formatDayTiming('08:00-AM to 10:00-PM', 'en')).toBe(`${isolate('08:00 AM')} – ${isolate('10:00 PM')}`);
    expect(formatDayTiming('08:00-AM to 10:00-PM', 'ar')).toBe(`${isolate('8:00 ص')} – ${isolate('10:00 م')}`);
    // As the locator writes a branch's hours.
    expect(formatDayTiming('04:00-PM to 02:00-AM', 'en')).toBe(formatOpenHours({ opens: 16 * 60, closes: 26 * 60 }, 'en'));
  });

  it('shows hours in another shape as entered', () => {
    expect(formatDayTiming('Closed', 'ar')).toBe('Closed');
  });
});

describe('dates', () => {
  it('writes the weekday with the Gregorian date', () => {
    expect(formatBookingDate('2026-11-28', 'en')).toBe('Saturday, 28 November 2026');
    expect(formatBookingDate('2026-11-28', 'ar')).toBe('السبت، 28 نوفمبر 2026');
    expect([formatCalendarPart('2026-11-28', 'en', 'month'), formatCalendarPart('2026-11-28', 'en', 'weekdayShort')]).toEqual(['November 2026', 'Sat']);
    expect([formatCalendarPart('2026-11-28', 'ar', 'month'), formatCalendarPart('2026-11-28', 'ar', 'weekday'), formatCalendarPart('2026-11-28', 'ar', 'weekdayNarrow')]).toEqual(['نوفمبر 2026', 'السبت', 'س']);
    expect(formatBookingDate('2026-11-28', 'en', 'short')).toBe('Sat, 28 Nov 2026');
    expect(formatBookingDate('2026-11-28', 'en', 'plain')).toBe('28 November 2026');
  });

  it('gives the Umm al-Qura date', () => {
    expect(formatHijriDate('2026-11-28', 'ar')).toBe('18 جمادى الآخرة 1448 هـ');
    expect(formatHijriDate('2026-11-28', 'en')).toBe('18 Jumada II 1448 AH');
    // 1 Ramadan 1447 AH is 18 February 2026 in the Umm al-Qura calendar.
    expect(formatHijriDate('2026-02-18', 'ar')).toBe('1 رمضان 1447 هـ');
  });

  it('shows the Hijri date beside the Gregorian one', () => {
    expect(formatDateWithHijri('2026-11-28', 'en')).toBe('Saturday, 28 November 2026 (18 Jumada II 1448 AH)');
    expect(formatDateWithHijri('2026-11-28', 'ar')).toBe('السبت، 28 نوفمبر 2026 (18 جمادى الآخرة 1448 هـ)');
  });

  it('dates an instant by its Riyadh day, whatever the device zone', () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3).
    expect(formatBookingDate(new Date('2026-05-12T22:30:00Z'), 'en', 'plain')).toBe('13 May 2026');
  });

  it('uses Western digits in Arabic', () => {
    expect(formatDateWithHijri('2026-11-28', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('leaves a text that is no date as it is, with no Hijri date', () => {
    expect(formatBookingDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatHijriDate('2026-02-30', 'ar')).toBe('');
    expect(formatDateWithHijri('', 'ar')).toBe('');
  });
});

describe('formatPrice', () => {
  it('writes the amount with its currency for each reader', () => {
    expect(formatPrice(1250, 'SR', 'en')).toBe('SAR\u00a01,250');
    expect(formatPrice(99.5, 'SR', 'en')).toBe('SAR\u00a099.50');
    expect(formatPrice(1250, 'SR', 'ar')).toBe('1,250\u00a0ر.س.');
    expect(formatPrice(40, '$', 'en')).toBe('US$40');
  });
});

describe('isolation', () => {
  it('wraps a Latin or number run in first-strong isolate and pop isolate', () => {
    expect(isolate('WC-2026-000284')).toBe('\u2068WC-2026-000284\u2069');
    expect(isolate('')).toBe('');
  });

  it('isolates only for a right-to-left reader', () => {
    expect(isolateFor('ar')('9:00 ص')).toBe('\u20689:00 ص\u2069');
    expect(isolateFor('en')('09:00 AM')).toBe('09:00 AM');
  });
});
