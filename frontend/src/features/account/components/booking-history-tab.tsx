import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { isolateFor, type BookingRow } from '@dealer/contracts';
import { askConfirmation } from '../../../components/dialog/confirm-dialog';
import { QueryGrid } from '../../../components/record-list/query-grid';
import { notify } from '../../../lib/toast';
import { useChangeBooking } from '../../../lib/booking/use-change-booking.mutation';
import { bookAgainFrom } from '../../../lib/booking/book-again';
import { canCustomerChange } from '../../../lib/booking/booking-status';
import { slotLabels } from '../../../lib/booking/slot-labels';
import { useContentNames } from '../../../lib/catalog/use-content-names';
import { useMyBookings } from '../api/my-bookings.query';
import { bookingHistoryColumns } from '../columns/history-columns';
import { BookingDetailsDialog } from './booking-details-dialog';
import { RescheduleDialog } from '../../../components/reschedule-dialog/reschedule-dialog';
import { useWideScreen } from './use-wide-screen';
import { usePhoneScreen } from '../../../lib/media/use-media-query';

/**
 * The customer's bookings with Open (the booking's page), Details, Book again, and Reschedule / Cancel
 * while a booking can change. Between a phone's cards and a wide screen the grid's row keeps Open and
 * Details (the dialog and the page offer the changes), so the data stays visible.
 */
export function BookingHistoryTab({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bookings = useMyBookings(email);
  const { mutate: change } = useChangeBooking();
  const [details, setDetails] = useState<BookingRow | null>(null);
  const [moving, setMoving] = useState<BookingRow | null>(null);
  // A wide grid has room for every action; so does a phone's card, which shows the row as a list.
  const phone = usePhoneScreen();
  const wide = useWideScreen();
  const roomy = wide || phone;
  const names = useContentNames();
  const columns = useMemo(() => bookingHistoryColumns(t, names), [t, names]);

  const cancel = useCallback(
    async (row: BookingRow) => {
      const isolate = isolateFor(names.lang);
      const message = t('bookingHistory.confirmCancel', { branch: isolate(names.branch(row.branchName).text), ...slotLabels(row, names.lang, true) });
      if (!(await askConfirmation({ message, confirmLabel: t('bookingHistory.cancelBooking'), keepLabel: t('bookingHistory.keepBooking') }))) return;
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
    [change, t, names],
  );

  const actions = useCallback(
    (row: BookingRow) => {
      const labels = slotLabels(row, names.lang);
      return (
        <>
          <Link className="button button--small" to={`/bookings/${encodeURIComponent(row._id)}`} aria-label={t('bookingHistory.openRow', labels)}>
            {t('bookingHistory.open')}
          </Link>
          <button type="button" className="button button--small" onClick={() => setDetails(row)} aria-label={t('bookingHistory.detailsRow', labels)}>
            {t('bookingHistory.details')}
          </button>
          {roomy ? (
            <button type="button" className="button button--small button--ghost" onClick={() => void navigate('/', { state: bookAgainFrom(row) })} aria-label={t('bookingHistory.bookAgainRow', labels)}>
              {t('bookingHistory.bookAgain')}
            </button>
          ) : null}
          {roomy && canCustomerChange(row, new Date()) ? (
            <>
              <button type="button" className="button button--small" onClick={() => setMoving(row)} aria-label={t('bookingHistory.rescheduleRow', labels)}>
                {t('bookingHistory.reschedule')}
              </button>
              <button type="button" className="button button--small button--danger" onClick={() => void cancel(row)} aria-label={t('bookingHistory.cancelRow', labels)}>
                {t('bookingHistory.cancel')}
              </button>
            </>
          ) : null}
        </>
      );
    },
    [cancel, t, roomy, names.lang, navigate],
  );

  const reschedule = useCallback((row: BookingRow) => {
    setDetails(null);
    setMoving(row);
  }, []);

  return (
    <div className="account__bookings">
      <QueryGrid
        label={t('account.tabs.bookingHistory')}
        query={bookings}
        columns={columns}
        actions={actions}
        actionsWidth={wide ? 400 : 180}
        noRowsText={t('account.noBookings')}
      />
      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} onReschedule={reschedule} onCancel={cancel} />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </div>
  );
}
