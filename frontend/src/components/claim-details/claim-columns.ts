import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../lib/i18n';
import { isClaimStatus, type ClaimRow } from '@dealer/contracts';
import { contentNameCells } from '../../lib/catalog/content-name-cells';
import type { ContentNames } from '../../lib/catalog/use-content-names';
import { LTR_CELL_CLASS, shownAs } from '../data-grid/grid-settings';

/**
 * The spec's Warranty Claim History columns, after the claim's reference and status. `contact` is
 * how the customer is reached: their phone on the account page, number and owner for admins. The make,
 * chosen from the catalog, is shown in the reader's language.
 */
export function claimColumns(t: TFunction, names: ContentNames, contact: ColDef<ClaimRow>): ColDef<ClaimRow>[] {
  const statusText = (value: unknown) => (isClaimStatus(value) ? t(`claimStatus.${value}`) : '');
  return [
    // Reference and status lead: they are what a claim is followed by, and stay in view on narrow grids.
    { field: 'reference', headerName: t('claimColumns.reference'), cellClass: LTR_CELL_CLASS, minWidth: 170 },
    {
      field: 'status',
      headerName: t('claimColumns.status'),
      ...shownAs<ClaimRow, 'status'>('status', statusText),
      minWidth: 150,
    },
    { field: 'vehicleName', headerName: t('columns.vehicleName'), minWidth: 120, ...contentNameCells<ClaimRow, 'vehicleName'>('vehicleName', names.vehicle) },
    { field: 'vehicleModel', headerName: t('columns.model'), minWidth: 85 },
    { field: 'companyName', headerName: t('columns.customerOrShopName'), minWidth: 160 },
    contact,
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
