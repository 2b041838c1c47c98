import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { BookingRow } from '@dealer/contracts';
import { BRANCH_CARD_ORDER, bookingDateColumn, bookingStatusColumn, bookingTimeColumn, servicesColumn } from '../../../components/booking-details/booking-columns';
import { LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';
import { bookingNameCells } from '../../../lib/catalog/content-name-cells';
import type { ContentNames } from '../../../lib/catalog/use-content-names';

export const customerName = (row: BookingRow | undefined) => (row ? `${row.firstName} ${row.lastName}`.trim() : '');

/**
 * The admin Booking History columns in the order a desk works: when, where, who (and how to call them),
 * what, and the status. The status is pinned at the row's end beside Manage, so at 1280 px the date, time,
 * customer and status are all in view (their widths are chosen to fit the admin area at that width);
 * the spec's other columns follow. Catalog names in the admin's language.
 */
export function adminBookingColumns(t: TFunction, names: ContentNames): ColDef<BookingRow>[] {
  const cells = bookingNameCells(names);
  // AG Grid does not mirror pinning in right-to-left mode: the row's end is the left there.
  const atRowEnd = names.lang === 'ar' ? 'left' : 'right';
  return [
    bookingDateColumn<BookingRow>(t, names.lang, 155),
    // The start only: the manage panel gives the job's end and length.
    bookingTimeColumn<BookingRow>(t, names.lang, 95, false),
    { field: 'branchName', headerName: t('columns.branchName'), minWidth: 115, ...cells.branchName, ...BRANCH_CARD_ORDER },
    { colId: 'customer', headerName: t('bookingColumns.customer'), valueGetter: (params) => customerName(params.data), minWidth: 120 },
    { field: 'phoneNumber', headerName: t('columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
    { field: 'vehicleType', headerName: t('columns.vehicle'), ...cells.vehicleType },
    { field: 'model', headerName: t('columns.model'), minWidth: 90 },
    servicesColumn(t, names, 160),
    { ...bookingStatusColumn(t, 125), pinned: atRowEnd, flex: 0, width: 125 },
    { field: 'transmission', headerName: t('columns.transmission'), ...cells.transmission },
    { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
  ];
}
