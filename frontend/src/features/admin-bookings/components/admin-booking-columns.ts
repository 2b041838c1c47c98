import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { BOOKING_STATUSES, type BookingRow, type BookingStatus } from '@dealer/contracts';
import { LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';

const isStatus = (value: unknown): value is BookingStatus => (BOOKING_STATUSES as readonly unknown[]).includes(value);

export const customerName = (row: BookingRow | undefined) => (row ? `${row.firstName} ${row.lastName}`.trim() : '');

/** The spec's admin Booking History columns, then who booked and the booking's status. */
export function adminBookingColumns(t: TFunction): ColDef<BookingRow>[] {
  const statusText = (value: unknown) => (isStatus(value) ? t(`bookingStatus.${value}`) : '');
  return [
    { field: 'vehicleType', headerName: t('columns.vehicle') },
    { field: 'model', headerName: t('columns.model'), minWidth: 90 },
    { field: 'transmission', headerName: t('columns.transmission') },
    { colId: 'serviceDetails', headerName: t('columns.service'), valueGetter: (params) => params.data?.serviceDetails.join(', ') ?? '', minWidth: 160 },
    { field: 'branchName', headerName: t('columns.branchName'), minWidth: 150 },
    { field: 'bookingDate', headerName: t('columns.bookingDate'), minWidth: 130 },
    { field: 'bookingTime', headerName: t('columns.bookingTime'), minWidth: 120 },
    { colId: 'customer', headerName: t('bookingColumns.customer'), valueGetter: (params) => customerName(params.data), minWidth: 150 },
    { field: 'email', headerName: t('columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
    {
      field: 'status',
      headerName: t('bookingColumns.status'),
      valueFormatter: (params) => statusText(params.value),
      filterValueGetter: (params) => statusText(params.data?.status),
      minWidth: 110,
    },
  ];
}
