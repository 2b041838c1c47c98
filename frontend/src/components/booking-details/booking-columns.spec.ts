import { describe, expect, it } from '@jest/globals';
import type { TFunction } from '../../lib/i18n';
import { bookingDateColumn, bookingTimeColumn } from './booking-columns';

const t = ((key: string) => key) as unknown as TFunction;
type Row = { bookingDate: string; bookingTime: string; durationMinutes?: number };
const format = (column: ReturnType<typeof bookingTimeColumn<Row>>, value: string, data?: Row) =>
  (column.valueFormatter as (params: { value: string; data?: Row }) => string)({ value, data });

describe('booking slot columns', () => {
  it('shows the time as the reader writes it and sorts it by the time of day', () => {
    const column = bookingTimeColumn<Row>(t, 'ar', 100);
    expect(format(column, '09:00 AM')).toBe('9:00 ص');
    expect(format(bookingTimeColumn<Row>(t, 'en', 100), '09:00 AM')).toBe('09:00 AM');
    const compare = column.comparator as (a: string, b: string) => number;
    expect(['01:00 PM', '12:00 PM', '09:00 AM'].sort(compare)).toEqual(['09:00 AM', '12:00 PM', '01:00 PM']);
  });

  it('shows the end of a booking after its start when the row has a length', () => {
    const row = { bookingDate: '2026-11-28', bookingTime: '09:00 AM', durationMinutes: 180 };
    expect(format(bookingTimeColumn<Row>(t, 'en', 100), row.bookingTime, row)).toBe('09:00 AM – 12:00 PM');
    expect(format(bookingTimeColumn<Row>(t, 'ar', 100), row.bookingTime, row)).toBe('9:00 ص – 12:00 م');
  });

  it('shows the start alone where a narrow grid asks for it', () => {
    const row = { bookingDate: '2026-11-28', bookingTime: '09:00 AM', durationMinutes: 180 };
    expect(format(bookingTimeColumn<Row>(t, 'en', 100, false), row.bookingTime, row)).toBe('09:00 AM');
  });

  it('shows the date with its weekday', () => {
    expect(format(bookingDateColumn<Row>(t, 'en', 100), '2026-11-28')).toBe('Sat, 28 Nov 2026');
    expect(format(bookingDateColumn<Row>(t, 'ar', 100), '2026-11-28')).toBe('السبت، 28 نوفمبر 2026');
  });
});
