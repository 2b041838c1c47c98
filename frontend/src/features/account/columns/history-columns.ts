import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { BOOKING_STATUSES, isClaimStatus, type BookingRow, type BookingStatus, type ClaimRow } from '@dealer/contracts';
import { LTR_CELL_CLASS } from '../../../components/data-grid/data-grid';

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

/** The spec's Warranty Claim History columns, after the claim's reference and status. */
export function warrantyClaimHistoryColumns(t: TFunction): ColDef<ClaimRow>[] {
  const statusText = (value: unknown) => (isClaimStatus(value) ? t(`claimStatus.${value}`) : '');
  return [
    // Reference and status lead: they are what a claim is followed by, and stay in view on narrow grids.
    { field: 'reference', headerName: t('claimColumns.reference'), cellClass: LTR_CELL_CLASS, minWidth: 170 },
    {
      field: 'status',
      headerName: t('claimColumns.status'),
      valueFormatter: (params) => statusText(params.value),
      filterValueGetter: (params) => statusText(params.data?.status),
      minWidth: 150,
    },
    { field: 'vehicleName', headerName: t('columns.vehicleName'), minWidth: 120 },
    { field: 'vehicleModel', headerName: t('columns.model'), minWidth: 85 },
    { field: 'companyName', headerName: t('columns.customerOrShopName'), minWidth: 160 },
    { field: 'phoneNumber', headerName: t('columns.phoneNumber'), cellClass: LTR_CELL_CLASS, minWidth: 130 },
    // The spec's Failed Part column shows the sales order or invoice number.
    { field: 'salesOrderOrInvoiceNumber', headerName: t('columns.failedPart'), minWidth: 120 },
    { field: 'originalUnitInstallDate', headerName: t('columns.installDate'), minWidth: 120 },
    { field: 'failedDate', headerName: t('columns.failedDate'), minWidth: 120 },
    { field: 'manufacturer', headerName: t('columns.manufacturer'), minWidth: 130 },
    { field: 'newPartName', headerName: t('columns.newPartName'), minWidth: 130 },
    { field: 'failureReason', headerName: t('columns.failureReason'), minWidth: 170 },
    { field: 'email', headerName: t('columns.email'), cellClass: LTR_CELL_CLASS, minWidth: 190 },
  ];
}
