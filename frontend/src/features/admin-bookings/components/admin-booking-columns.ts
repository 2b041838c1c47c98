import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { BookingRow } from '@dealer/contracts';
import { BRANCH_CARD_ORDER, bookingDateColumn, bookingStatusColumn, bookingTimeColumn, servicesColumn } from '../../../components/booking-details/booking-columns';
import { LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';
import { bookingNameCells } from '../../../lib/catalog/content-name-cells';
import type { ContentNames } from '../../../lib/catalog/use-content-names';

export const customerName = (row: BookingRow | undefined) => (row ? `${row.firstName} ${row.lastName}`.trim() : '');

/** The spec's admin Booking History columns, then who booked and the booking's status; catalog names in the admin's language. */
export function adminBookingColumns(t: TFunction, names: ContentNames): ColDef<BookingRow>[] {
  const cells = bookingNameCells(names);
  return [
    { field: 'vehicleType', headerName: t('columns.vehicle'), ...cells.vehicleType },
    { field: 'model', headerName: t('columns.model'), minWidth: 90 },
    { field: 'transmission', headerName: t('columns.transmission'), ...cells.transmission },
    servicesColumn(t, names, 160),
    { field: 'branchName', headerName: t('columns.branchName'), minWidth: 150, ...cells.branchName, ...BRANCH_CARD_ORDER },
    bookingDateColumn<BookingRow>(t, names.lang, 150),
    bookingTimeColumn<BookingRow>(t, names.lang, 165),
    { colId: 'customer', headerName: t('bookingColumns.customer'), valueGetter: (params) => customerName(params.data), minWidth: 150 },
    { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
    bookingStatusColumn(t, 110),
  ];
}
