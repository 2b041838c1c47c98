import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { riyadhDate, type BookingRow } from '@dealer/contracts';
import { ManageList } from '../../../components/record-list/manage-list';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { useDeskBookings } from '../api/all-bookings.query';
import { filterBranch, parseBookingFilter, withBookingFilter, type BookingFilter } from '../model/booking-filter';
import { adminBookingColumns, customerName } from './admin-booking-columns';
import { BookingFilterBar } from './booking-filter-bar';
import { BOOKING_PANEL_HEADING_ID, BookingManagePanel } from './booking-manage-panel';
import './admin-bookings.css';

const manageLabel = (row: BookingRow, t: TFunction) => t('adminBookings.manageRow', { name: customerName(row) || row.email, date: row.bookingDate });

/**
 * Admin Booking History: the bookings a desk asks for (a day, a branch, a status, kept in the address so
 * "today at Riyadh - Al Olaya" is a link), in the order a desk reads them. Manage opens a panel with the
 * customer's phone and e-mail, the status moves the lifecycle allows and the booking's history. Branch
 * staff (`branchIds`) choose among their own branches.
 */
export function BookingHistoryTab({ branchIds }: { branchIds: readonly string[] | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseBookingFilter(params), [params]);
  const allBranches = useCatalogList('locations').data;
  const branches = useMemo(() => (branchIds ? allBranches?.filter((branch) => branchIds.includes(branch._id)) : allBranches), [allBranches, branchIds]);
  const branch = filterBranch(filter.branch, branches ?? []);
  // Only where a date field starts when "on a date" is picked; what "today" shows is the server's to judge.
  const today = riyadhDate(new Date());
  const bookings = useDeskBookings(filter);
  const names = useContentNames();
  const columns = useCallback((translate: TFunction) => adminBookingColumns(translate, names), [names]);
  // A new step in the browser's history, so Back returns to the previous view.
  const change = (next: BookingFilter) => setParams(withBookingFilter(params, next));

  return (
    <div className="admin-bookings__desk">
      <BookingFilterBar filter={filter} branchId={branch?._id} branches={branches ?? []} names={names} today={today} shown={bookings.data?.length} onChange={change} />
      <ManageList
        className="admin-bookings"
        headingId="admin-bookings-heading"
        heading={t('adminBookings.listHeading')}
        query={bookings}
        columns={columns}
        manageText={t('adminBookings.manage')}
        manageLabel={manageLabel}
        panel={(booking, close) => <BookingManagePanel key={booking._id} booking={booking} onClose={close} />}
        panelHeadingId={BOOKING_PANEL_HEADING_ID}
        chooseRowText={t('adminBookings.chooseRow')}
        actionsWidth={100}
      />
    </div>
  );
}
