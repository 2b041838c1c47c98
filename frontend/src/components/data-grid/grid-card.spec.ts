import { describe, expect, it } from '@jest/globals';
import type { ColDef, GridApi, IRowNode } from 'ag-grid-community';
import type { TFunction } from '../../lib/i18n';
import type { BookingRow } from '@dealer/contracts';
import { bookingDateColumn, bookingStatusColumn, bookingTimeColumn, BRANCH_CARD_ORDER } from '../booking-details/booking-columns';
import { cardFields, shownValue } from './grid-card';
import { onCard } from './grid-settings';

const t = ((key: string) => key) as unknown as TFunction;
type Row = { name: string; note: string; secret: string };

describe('the cards a grid shows on a phone', () => {
  it('puts the columns placed on the card first, in their order, then the rest in the grid order, leaving out hidden ones', () => {
    const columns: ColDef<Row>[] = [
      { field: 'name', headerName: 'Name' },
      { colId: 'late', headerName: 'Late', ...onCard(2) },
      { field: 'note', headerName: 'Note' },
      { field: 'secret', headerName: 'Secret', context: { card: { hidden: true } } },
      { colId: 'early', headerName: 'Early', ...onCard(1) },
    ];
    expect(cardFields(columns).map((field) => field.label)).toEqual(['Early', 'Late', 'Name', 'Note']);
  });

  it('leads a booking with its date, time, branch and status', () => {
    const columns: ColDef<BookingRow>[] = [
      { field: 'vehicleType', headerName: 'Vehicle' },
      { field: 'branchName', headerName: 'Branch', ...BRANCH_CARD_ORDER },
      bookingStatusColumn(t, 90),
      bookingDateColumn<BookingRow>(t, 'en', 90),
      bookingTimeColumn<BookingRow>(t, 'en', 90),
    ];
    expect(cardFields(columns).map((field) => field.colId)).toEqual(['bookingDate', 'bookingTime', 'branchName', 'status', 'vehicleType']);
  });

  it('shows a value as its cell does: value getter, field, then formatter', () => {
    const api = { getColumn: () => null } as unknown as GridApi<BookingRow>;
    const node = { data: { bookingDate: '2026-11-28', bookingTime: '09:00 AM', status: 'booked', model: '2022' } } as unknown as IRowNode<BookingRow>;
    const [date, time, status, model] = cardFields<BookingRow>([
      bookingDateColumn<BookingRow>(t, 'ar', 90),
      bookingTimeColumn<BookingRow>(t, 'ar', 90),
      bookingStatusColumn(t, 90),
      { field: 'model', headerName: 'Model' },
    ]);
    expect(shownValue(date!, node, api)).toBe('السبت، 28 نوفمبر 2026');
    expect(shownValue(time!, node, api)).toBe('9:00 ص');
    expect(shownValue(status!, node, api)).toBe('bookingStatus.booked');
    expect(shownValue(model!, node, api)).toBe('2022');
  });
});
