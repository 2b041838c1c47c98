import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../lib/i18n';
import { BOOKING_STATUSES, formatBookingDate, minuteOfDayFromLabel, type BookingRow, type BookingStatus, type Lang } from '@dealer/contracts';
import { bookedMinutes, timeRangeLabel } from '../../lib/booking/booking-job';
import type { ContentNames } from '../../lib/catalog/use-content-names';
import { onCard, shownAs } from '../data-grid/grid-settings';
import { BookingStatusCell } from './booking-status-chip';

const isStatus = (value: unknown): value is BookingStatus => (BOOKING_STATUSES as readonly unknown[]).includes(value);

/** A booking's status as a coloured chip with its word in the interface language, filtered by the words shown. */
export function bookingStatusColumn(t: TFunction, minWidth: number): ColDef<BookingRow> {
  const statusText = (value: unknown) => (isStatus(value) ? t(`bookingStatus.${value}`) : '');
  return {
    field: 'status',
    headerName: t('bookingColumns.status'),
    ...shownAs<BookingRow, 'status'>('status', statusText),
    cellRenderer: BookingStatusCell,
    minWidth,
    // On a phone's card a booking reads date, time, branch, then status.
    ...onCard(4),
  };
}

/** How a list of names is joined in the reader's language: the Arabic comma in Arabic. */
export const listSeparator = (lang: Lang) => (lang === 'ar' ? '، ' : ', ');

/** The booked services in one cell, each in the reader's language. */
export function servicesColumn(t: TFunction, names: ContentNames, minWidth: number): ColDef<BookingRow> {
  return {
    colId: 'serviceDetails',
    headerName: t('columns.service'),
    valueGetter: (params) => params.data?.serviceDetails.map((service) => names.service(service).text).join(listSeparator(names.lang)) ?? '',
    minWidth,
  };
}

/** The branch's place on a phone's card: after the booking's date and time. */
export const BRANCH_CARD_ORDER = onCard(3);

/** A row with a booked slot: bookings (with their job's length) and admin reservations. */
type SlotRow = { bookingDate: string; bookingTime: string; durationMinutes?: number };

/** A column of the slot's date or time, shown as `text` of the stored value (and its row) and filtered by what it shows. */
function slotColumn<R extends SlotRow>(key: 'bookingDate' | 'bookingTime', headerName: string, text: (value: string, row?: R) => string, minWidth: number): ColDef<R> {
  const shown = (value: unknown, row?: R) => (typeof value === 'string' ? text(value, row) : '');
  return {
    colId: key,
    headerName,
    valueGetter: (p) => p.data?.[key],
    valueFormatter: (p) => shown(p.value, p.data),
    filterValueGetter: (p) => shown(p.data?.[key], p.data),
    minWidth,
  };
}

/** The booked day with its weekday in the reader's language ('Sat, 28 Nov 2026'), sorted by the stored date. */
export function bookingDateColumn<R extends SlotRow>(t: TFunction, lang: Lang, minWidth: number): ColDef<R> {
  return { ...slotColumn<R>('bookingDate', t('columns.bookingDate'), (value) => formatBookingDate(value, lang, 'short'), minWidth), ...onCard(1) };
}

/**
 * The booked time as the reader writes it ('09:00 AM' / '9:00 ص'), with the job's end when the row has a
 * length ('09:00 AM – 12:00 PM') unless `withEnd` is false (a narrow grid whose panel gives the end);
 * sorted by the time of day rather than the text.
 */
export function bookingTimeColumn<R extends SlotRow>(t: TFunction, lang: Lang, minWidth: number, withEnd = true): ColDef<R> {
  const minute = (value: unknown) => (typeof value === 'string' ? (minuteOfDayFromLabel(value) ?? -1) : -1);
  return {
    ...slotColumn<R>('bookingTime', t('columns.bookingTime'), (value, row) => timeRangeLabel(value, withEnd && row ? bookedMinutes(row) : undefined, lang), minWidth),
    comparator: (a: unknown, b: unknown) => minute(a) - minute(b),
    ...onCard(2),
  };
}
