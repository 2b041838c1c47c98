import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { ClaimRow } from '@dealer/contracts';
import { claimColumns } from '../../../components/claim-details/claim-columns';
import type { ContentNames } from '../../../lib/catalog/use-content-names';

/** The customer's number, then the vehicle owner's name when the claim names a different owner. */
export const customerNoOrOwner = (row: ClaimRow | undefined) =>
  row ? [row.phoneNumber, row.homeOwnerName].filter((part) => part.trim() !== '').join(' / ') : '';

/** The spec's admin Warranty Claim History columns: the customer's number with the owner's name; the make in the admin's language. */
export function adminClaimColumns(t: TFunction, names: ContentNames): ColDef<ClaimRow>[] {
  return claimColumns(t, names, {
    colId: 'customerNoOrOwnerName',
    headerName: t('columns.customerNoOrOwnerName'),
    valueGetter: (params) => customerNoOrOwner(params.data),
    minWidth: 190,
  });
}
