import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { useAllBookings } from '../api/all-bookings.query';
import { adminBookingColumns, customerName } from './admin-booking-columns';
import { BookingManagePanel } from './booking-manage-panel';
import './admin-bookings.css';

const bookingId = (row: BookingRow) => row._id;

/**
 * Admin Booking History: every booking with the spec's columns plus customer and status. Manage
 * opens a panel to move an open booking through its lifecycle and to read its history.
 */
export function BookingHistoryTab() {
  const { t } = useTranslation();
  const bookings = useAllBookings();
  const [selectedId, setSelectedId] = useState('');
  const columns = useMemo(() => adminBookingColumns(t), [t]);
  // The panel follows the list, so a status change shows at once in both.
  const selected = bookings.data?.find((row) => row._id === selectedId) ?? null;

  const actions = useCallback(
    (row: BookingRow) => (
      <button
        type="button"
        className="button button--small"
        aria-label={t('adminBookings.manageRow', { name: customerName(row) || row.email, date: row.bookingDate })}
        onClick={() => {
          setSelectedId(row._id);
          requestAnimationFrame(() => document.getElementById('admin-booking-panel-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        }}
      >
        {t('adminBookings.manage')}
      </button>
    ),
    [t],
  );

  return (
    <div className="admin-bookings">
      <section className="card" aria-labelledby="admin-bookings-heading">
        <h2 id="admin-bookings-heading" className="card__title">
          {t('adminBookings.listHeading')}
        </h2>
        {bookings.isError ? <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} /> : null}
        <DataGrid
          label={t('adminBookings.listHeading')}
          rows={bookings.data}
          columns={columns}
          loading={bookings.isPending}
          getRowId={bookingId}
          actions={actions}
          actionsWidth={120}
        />
      </section>
      {selected ? (
        <BookingManagePanel key={selected._id} booking={selected} onClose={() => setSelectedId('')} />
      ) : (
        <p className="notice">{t('adminBookings.chooseRow')}</p>
      )}
    </div>
  );
}
