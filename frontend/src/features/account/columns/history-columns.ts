import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { BookingRow, ClaimRow, Lang } from '@dealer/contracts';
import { BRANCH_CARD_ORDER, bookingDateColumn, bookingStatusColumn, bookingTimeColumn, servicesColumn } from '../../../components/booking-details/booking-columns';
import { claimColumns } from '../../../components/claim-details/claim-columns';
import { LTR_CELL_CLASS, SHORT_DATE_WIDTH } from '../../../components/data-grid/grid-settings';
import { bookingNameCells } from '../../../lib/catalog/content-name-cells';
import type { ContentNames } from '../../../lib/catalog/use-content-names';

/** Room for a start and end ('08:00 AM – 10:00 AM' / '10:00 ص – 12:00 م', the widest) with the cell's padding. */
const TIME_WIDTH: Record<Lang, number> = { en: 190, ar: 170 };

/** Room for the longest status chip, 'Arrived (checked in)' / 'وصل (تم تسجيل الوصول)'. */
const STATUS_WIDTH: Record<Lang, number> = { en: 220, ar: 240 };

/**
 * The spec's Booking History columns plus the booking's status, in the interface language; catalog names in
 * the reader's. Date, time and branch lead, as on the phone's cards and the admin desk, and the status is
 * pinned at the row's end beside the actions: at 1280 px the row's five buttons leave too little room for
 * every column, and a cancelled booking must not pass for an active one because its status has scrolled out
 * of view. The spec's other columns follow, in its order.
 */
export function bookingHistoryColumns(t: TFunction, names: ContentNames): ColDef<BookingRow>[] {
  const cells = bookingNameCells(names);
  // AG Grid does not mirror pinning in right-to-left mode: the row's end is the left there.
  const atRowEnd = names.lang === 'ar' ? 'left' : 'right';
  return [
    { ...bookingDateColumn<BookingRow>(t, names.lang, SHORT_DATE_WIDTH[names.lang]), headerName: t('columns.date') },
    { ...bookingTimeColumn<BookingRow>(t, names.lang, TIME_WIDTH[names.lang]), headerName: t('columns.time') },
    { field: 'branchName', headerName: t('columns.branch'), minWidth: 125, ...cells.branchName, ...BRANCH_CARD_ORDER },
    { field: 'vehicleType', headerName: t('columns.vehicle'), minWidth: 85, ...cells.vehicleType },
    { field: 'model', headerName: t('columns.model'), minWidth: 75 },
    { field: 'transmission', headerName: t('columns.transmission'), minWidth: 95, ...cells.transmission },
    servicesColumn(t, names, 130),
    { ...bookingStatusColumn(t, STATUS_WIDTH[names.lang]), pinned: atRowEnd, flex: 0, width: STATUS_WIDTH[names.lang] },
  ];
}

/** The spec's Warranty Claim History columns, with the customer's own phone number as the claim form names it. */
export function warrantyClaimHistoryColumns(t: TFunction, names: ContentNames): ColDef<ClaimRow>[] {
  return claimColumns(t, names, { field: 'phoneNumber', headerName: t('claimForm.fields.phoneNumber'), cellClass: LTR_CELL_CLASS, minWidth: 155 });
}
