import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { BookingRow, ClaimRow } from '@dealer/contracts';
import { BRANCH_CARD_ORDER, bookingDateColumn, bookingStatusColumn, bookingTimeColumn, servicesColumn } from '../../../components/booking-details/booking-columns';
import { claimColumns } from '../../../components/claim-details/claim-columns';
import { LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';
import { bookingNameCells } from '../../../lib/catalog/content-name-cells';
import type { ContentNames } from '../../../lib/catalog/use-content-names';

/** The spec's Booking History columns plus the booking's status, in the interface language; catalog names in the reader's. */
export function bookingHistoryColumns(t: TFunction, names: ContentNames): ColDef<BookingRow>[] {
  const cells = bookingNameCells(names);
  return [
    { field: 'vehicleType', headerName: t('columns.vehicle'), minWidth: 85, ...cells.vehicleType },
    { field: 'model', headerName: t('columns.model'), minWidth: 75 },
    { field: 'transmission', headerName: t('columns.transmission'), minWidth: 95, ...cells.transmission },
    servicesColumn(t, names, 130),
    { field: 'branchName', headerName: t('columns.branch'), minWidth: 125, ...cells.branchName, ...BRANCH_CARD_ORDER },
    { ...bookingDateColumn<BookingRow>(t, names.lang, 150), headerName: t('columns.date') },
    { ...bookingTimeColumn<BookingRow>(t, names.lang, 165), headerName: t('columns.time') },
    bookingStatusColumn(t, 95),
  ];
}

/** The spec's Warranty Claim History columns, with the customer's own phone number. */
export function warrantyClaimHistoryColumns(t: TFunction, names: ContentNames): ColDef<ClaimRow>[] {
  return claimColumns(t, names, { field: 'phoneNumber', headerName: t('columns.phoneNumber'), cellClass: LTR_CELL_CLASS, minWidth: 130 });
}
