import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BookingRow } from '@dealer/contracts';
import { ManageList } from '../../../components/record-list/manage-list';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { useAllBookings } from '../api/all-bookings.query';
import { adminBookingColumns, customerName } from './admin-booking-columns';
import { BOOKING_PANEL_HEADING_ID, BookingManagePanel } from './booking-manage-panel';
import './admin-bookings.css';

const manageLabel = (row: BookingRow, t: TFunction) => t('adminBookings.manageRow', { name: customerName(row) || row.email, date: row.bookingDate });

/**
 * Admin Booking History: every booking with the spec's columns plus customer and status. Manage
 * opens a panel to move an open booking through its lifecycle and to read its history.
 */
export function BookingHistoryTab() {
  const { t } = useTranslation();
  const bookings = useAllBookings();
  const names = useContentNames();
  const columns = useCallback((translate: TFunction) => adminBookingColumns(translate, names), [names]);
  return (
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
    />
  );
}
