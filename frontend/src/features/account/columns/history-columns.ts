import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { BOOKING_STATUSES, type BookingRow, type BookingStatus } from '@dealer/contracts';
import { LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';

/**
 * The spec's history columns. The warranty-claim rows come with the claim work; the field names are
 * the spec's entity fields so those rows drop straight in.
 */

export interface WarrantyClaimHistoryRow {
  vehicleName: string;
  vehicleModel: string;
  companyName: string;
  phoneNumber: string;
  salesOrderOrInvoiceNumber: string;
  originalUnitInstallDate: string;
  failedDate: string;
  manufacturer: string;
  newPartName: string;
  failureReason: string;
  email: string;
}

const isStatus = (value: unknown): value is BookingStatus => (BOOKING_STATUSES as readonly unknown[]).includes(value);

/** The spec's Booking History columns plus the booking's status, in the interface language. */
export function bookingHistoryColumns(t: TFunction): ColDef<BookingRow>[] {
  const statusText = (value: unknown) => (isStatus(value) ? t(`bookingStatus.${value}`) : '');
  return [
    { field: 'vehicleType', headerName: t('columns.vehicle'), minWidth: 85 },
    { field: 'model', headerName: t('columns.model'), minWidth: 75 },
    { field: 'transmission', headerName: t('columns.transmission'), minWidth: 95 },
    {
      colId: 'serviceDetails',
      headerName: t('columns.service'),
      valueGetter: (params) => params.data?.serviceDetails.join(', ') ?? '',
      minWidth: 130,
    },
    { field: 'branchName', headerName: t('columns.branch'), minWidth: 125 },
    // ISO dates and '01:00 PM' read the same in a right-to-left cell; no direction override needed.
    { field: 'bookingDate', headerName: t('columns.date'), minWidth: 115 },
    { field: 'bookingTime', headerName: t('columns.time'), minWidth: 100 },
    {
      field: 'status',
      headerName: t('bookingColumns.status'),
      valueFormatter: (params) => statusText(params.value),
      filterValueGetter: (params) => statusText(params.data?.status),
      minWidth: 95,
    },
  ];
}

export function warrantyClaimHistoryColumns(t: TFunction): ColDef<WarrantyClaimHistoryRow>[] {
  return [
    { field: 'vehicleName', headerName: t('columns.vehicleName') },
    { field: 'vehicleModel', headerName: t('columns.model') },
    { field: 'companyName', headerName: t('columns.customerOrShopName') },
    { field: 'phoneNumber', headerName: t('columns.phoneNumber'), cellClass: LTR_CELL_CLASS },
    { field: 'salesOrderOrInvoiceNumber', headerName: t('columns.failedPart') },
    { field: 'originalUnitInstallDate', headerName: t('columns.installDate') },
    { field: 'failedDate', headerName: t('columns.failedDate') },
    { field: 'manufacturer', headerName: t('columns.manufacturer') },
    { field: 'newPartName', headerName: t('columns.newPartName') },
    { field: 'failureReason', headerName: t('columns.failureReason') },
    { field: 'email', headerName: t('columns.email'), cellClass: LTR_CELL_CLASS },
  ];
}
