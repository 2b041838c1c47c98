import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../lib/i18n';
import { formatBookingDate, isClaimStatus, type ClaimRow, type Lang } from '@dealer/contracts';
import { contentNameCells } from '../../lib/catalog/content-name-cells';
import type { ContentNames } from '../../lib/catalog/use-content-names';
import { LTR_CELL_CLASS, SHORT_DATE_WIDTH, shownAs } from '../data-grid/grid-settings';

/** The claim's fields that hold a day the customer picked (YYYY-MM-DD, or 'NA' when they had none). */
type ClaimDateField = 'originalUnitInstallDate' | 'failedDate';

/**
 * A claim's day as the booking grids write theirs ('Fri, 20 Nov 2026'), filtered by that text and sorted by
 * the stored day; a value that is no date ('NA') shows as typed. As wide as the dates or the title need.
 */
function claimDateColumn(field: ClaimDateField, headerName: string, lang: Lang, titleWidth: number): ColDef<ClaimRow> {
  return {
    field,
    headerName,
    ...shownAs<ClaimRow, ClaimDateField>(field, (value) => formatBookingDate(value ?? '', lang, 'short')),
    minWidth: Math.max(SHORT_DATE_WIDTH[lang], titleWidth),
  };
}

/**
 * The spec's Warranty Claim History columns, after the claim's reference and status, each titled as the
 * claim form names its field, so the grid, the form and the claim's details use one name; the widths let
 * those titles show whole in both languages. `contact` is how the customer is reached: their phone on the
 * account page, number and owner for admins. The make, chosen from the catalog, is shown in the reader's
 * language.
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
    { field: 'vehicleName', headerName: t('claimForm.fields.vehicleName'), minWidth: 145, ...contentNameCells<ClaimRow, 'vehicleName'>('vehicleName', names.vehicle) },
    { field: 'vehicleModel', headerName: t('claimForm.fields.vehicleModel'), minWidth: 145 },
    { field: 'companyName', headerName: t('claimForm.fields.companyName'), minWidth: 205 },
    contact,
    // The spec titles this column Failed Part, yet gives it the sales order or invoice number: it keeps the
    // number, under the number's name.
    { field: 'salesOrderOrInvoiceNumber', headerName: t('claimForm.fields.salesOrderOrInvoiceNumber'), minWidth: 270 },
    claimDateColumn('originalUnitInstallDate', t('claimForm.fields.originalUnitInstallDate'), names.lang, 195),
    claimDateColumn('failedDate', t('claimForm.fields.failedDate'), names.lang, 125),
    { field: 'manufacturer', headerName: t('claimForm.fields.manufacturer'), minWidth: 145 },
    { field: 'newPartName', headerName: t('claimForm.fields.newPartName'), minWidth: 175 },
    { field: 'failureReason', headerName: t('claimForm.fields.failureReason'), minWidth: 170 },
    { field: 'email', headerName: t('columns.email'), cellClass: LTR_CELL_CLASS, minWidth: 190 },
  ];
}
