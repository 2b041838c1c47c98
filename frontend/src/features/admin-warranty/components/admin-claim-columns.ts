import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import { isClaimStatus, type ClaimRow } from '@dealer/contracts';
import { LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';

/** The customer's number, then the vehicle owner's name when the claim names a different owner. */
export const customerNoOrOwner = (row: ClaimRow | undefined) =>
  row ? [row.phoneNumber, row.homeOwnerName].filter((part) => part.trim() !== '').join(' / ') : '';

/** The spec's admin Warranty Claim History columns, after the claim's reference and status. */
export function adminClaimColumns(t: TFunction): ColDef<ClaimRow>[] {
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
    { field: 'vehicleName', headerName: t('columns.vehicleName'), minWidth: 125 },
    { field: 'vehicleModel', headerName: t('columns.model'), minWidth: 85 },
    { field: 'companyName', headerName: t('columns.customerOrShopName'), minWidth: 165 },
    { colId: 'customerNoOrOwnerName', headerName: t('columns.customerNoOrOwnerName'), valueGetter: (params) => customerNoOrOwner(params.data), minWidth: 190 },
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
