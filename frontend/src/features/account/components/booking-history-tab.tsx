import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { notify } from '../../../lib/toast';
import { useChangeBooking } from '../../booking/api/use-change-booking.mutation';
import { canCustomerChange } from '../../booking/model/booking-status';
import { gregorianDateLabel } from '../../booking/model/riyadh-date';
import { useMyBookings } from '../api/my-bookings.query';
import { bookingHistoryColumns } from '../columns/history-columns';
import { BookingDetailsDialog } from './booking-details-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { useWideScreen } from './use-wide-screen';

const bookingId = (row: BookingRow) => row._id;

/**
 * The customer's bookings with Details for each and Reschedule / Cancel while a booking can change.
 * On narrow screens the row keeps only Details (the dialog offers the changes), so the data stays visible.
 */
export function BookingHistoryTab({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const bookings = useMyBookings(email);
  const { mutate: change } = useChangeBooking();
  const [details, setDetails] = useState<BookingRow | null>(null);
  const [moving, setMoving] = useState<BookingRow | null>(null);
  const wide = useWideScreen();
  const columns = useMemo(() => bookingHistoryColumns(t), [t]);

  const cancel = useCallback(
    (row: BookingRow) => {
      const date = gregorianDateLabel(row.bookingDate, i18n.language);
      if (!window.confirm(t('bookingHistory.confirmCancel', { branch: row.branchName, date, time: row.bookingTime }))) return;
      change(
        { id: row._id, change: { kind: 'cancel' } },
        {
          onSuccess: ({ message }) => {
            notify.success(message);
            setDetails(null);
          },
          onError: notify.failure,
        },
      );
    },
    [change, t, i18n.language],
  );

  const actions = useCallback(
    (row: BookingRow) => {
      const labels = { date: row.bookingDate, time: row.bookingTime };
      return (
        <>
          <button type="button" className="button button--small" onClick={() => setDetails(row)} aria-label={t('bookingHistory.detailsRow', labels)}>
            {t('bookingHistory.details')}
          </button>
          {wide && canCustomerChange(row, new Date()) ? (
            <>
              <button type="button" className="button button--small" onClick={() => setMoving(row)} aria-label={t('bookingHistory.rescheduleRow', labels)}>
                {t('bookingHistory.reschedule')}
              </button>
              <button type="button" className="button button--small button--danger" onClick={() => cancel(row)} aria-label={t('bookingHistory.cancelRow', labels)}>
                {t('bookingHistory.cancel')}
              </button>
            </>
          ) : null}
        </>
      );
    },
    [cancel, t, wide],
  );

  const reschedule = useCallback((row: BookingRow) => {
    setDetails(null);
    setMoving(row);
  }, []);

  return (
    <div className="account__bookings">
      {bookings.isError ? <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} /> : null}
      <DataGrid
        label={t('account.tabs.bookingHistory')}
        rows={bookings.data}
        columns={columns}
        loading={bookings.isPending}
        getRowId={bookingId}
        actions={actions}
        actionsWidth={wide ? 284 : 104}
        noRowsText={t('account.noBookings')}
      />
      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} onReschedule={reschedule} onCancel={cancel} />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </div>
  );
}
