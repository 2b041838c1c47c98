import { describe, expect, it } from '@jest/globals';
import type { ColDef } from 'ag-grid-community';
import type { BookingRow, ClaimRow, Lang } from '@dealer/contracts';
import type { TFunction } from '../../../lib/i18n';
import type { ContentNames } from '../../../lib/catalog/use-content-names';
import { cardFields } from '../../../components/data-grid/grid-card';
import { SHORT_DATE_WIDTH } from '../../../components/data-grid/grid-settings';
import { bookingHistoryColumns, warrantyClaimHistoryColumns } from './history-columns';

const t = ((key: string) => key) as unknown as TFunction;
const asIs = (text: string) => ({ text, lang: 'en' as const });
const names = (lang: Lang): ContentNames => ({ lang, branch: asIs, service: asIs, vehicle: asIs, transmission: asIs });
const idOf = (column: ColDef<BookingRow>) => column.colId ?? column.field;
const column = (lang: Lang, id: string) => bookingHistoryColumns(t, names(lang)).find((each) => idOf(each) === id)!;

describe('the account Booking History columns', () => {
  it('lead with when and where, then the spec’s other columns, and the status', () => {
    expect(bookingHistoryColumns(t, names('en')).map(idOf)).toEqual(['bookingDate', 'bookingTime', 'branchName', 'vehicleType', 'model', 'transmission', 'serviceDetails', 'status']);
  });

  it('pin the status at the row’s end, beside the actions, in either direction', () => {
    expect(column('en', 'status').pinned).toBe('right');
    // AG Grid does not mirror pinning: the end of an Arabic row is its left.
    expect(column('ar', 'status').pinned).toBe('left');
  });

  it('show the status in the reader’s words, the same texts the cards show', () => {
    const status = column('ar', 'status');
    expect(status.headerName).toBe('bookingColumns.status');
    expect((status.valueFormatter as (params: { value: unknown }) => string)({ value: 'cancelled' })).toBe('bookingStatus.cancelled');
  });

  it('give the date room for its longest text in each language', () => {
    expect(column('en', 'bookingDate').minWidth).toBe(SHORT_DATE_WIDTH.en);
    expect(column('ar', 'bookingDate').minWidth).toBe(SHORT_DATE_WIDTH.ar);
    expect(SHORT_DATE_WIDTH.ar).toBeGreaterThan(SHORT_DATE_WIDTH.en);
  });

  it('keep the phone’s cards in their order: date, time, branch, status, then the rest', () => {
    expect(cardFields(bookingHistoryColumns(t, names('en'))).map((field) => field.colId)).toEqual([
      'bookingDate', 'bookingTime', 'branchName', 'status', 'vehicleType', 'model', 'transmission', 'serviceDetails',
    ]);
  });
});

describe('the account Warranty Claim History columns', () => {
  it('name the customer’s phone as the claim form does', () => {
    const phone = warrantyClaimHistoryColumns(t, names('en')).find((each: ColDef<ClaimRow>) => each.field === 'phoneNumber');
    expect(phone?.headerName).toBe('claimForm.fields.phoneNumber');
  });
});
