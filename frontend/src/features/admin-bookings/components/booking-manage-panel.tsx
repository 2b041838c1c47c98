import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRow, BookingStatus } from '@dealer/contracts';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useChangeBooking } from '../../booking/api/use-change-booking.mutation';
import { BookingSummary } from '../../booking/components/booking-summary';
import { BookingTimeline } from '../../booking/components/booking-timeline';
import { nextStatuses } from '../../booking/model/booking-status';
import { gregorianDateLabel } from '../../booking/model/riyadh-date';
import { customerName } from './admin-booking-columns';

const ACTION_KEY = {
  confirmed: 'toConfirmed',
  completed: 'toCompleted',
  no_show: 'toNoShow',
  cancelled: 'toCancelled',
} as const satisfies Partial<Record<BookingStatus, string>>;

/** The chosen booking: its facts, the status moves its lifecycle allows, and its history. */
export function BookingManagePanel({ booking, onClose }: { booking: BookingRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangeBooking();
  const name = customerName(booking) || booking.email;
  const moves = nextStatuses(booking.status);
  // A refused move (the lifecycle no longer allows it, too many attempts) stays said above the buttons.
  const [refusal, setRefusal] = useState<string | null>(null);

  const move = (status: BookingStatus) => {
    const question = t('adminBookings.confirmStatus', {
      name,
      date: gregorianDateLabel(booking.bookingDate, i18n.language),
      status: t(`bookingStatus.${status}`),
    });
    if (!window.confirm(question)) return;
    setRefusal(null);
    change.mutate(
      { id: booking._id, change: { kind: 'status', status } },
      {
        onSuccess: ({ message }) => notify.success(message),
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) setRefusal(error.message);
          notify.failure(error);
        },
      },
    );
  };

  return (
    <section className="card admin-bookings__panel" aria-labelledby="admin-booking-panel-heading">
      <div className="admin-bookings__panel-head">
        <h2 id="admin-booking-panel-heading" className="card__title">
          {t('adminBookings.panelHeading', { name })}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {t('adminBookings.close')}
        </button>
      </div>
      <BookingSummary booking={booking} />
      <h3 className="timeline__heading">{t('adminBookings.statusActions')}</h3>
      {refusal ? (
        <p className="notice admin-bookings__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {moves.length > 0 ? (
        <div className="form__actions">
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              className={`button button--small${status === 'cancelled' || status === 'no_show' ? ' button--danger' : ''}`}
              onClick={() => move(status)}
              disabled={change.isPending}
            >
              {t(`adminBookings.${ACTION_KEY[status as keyof typeof ACTION_KEY]}`)}
            </button>
          ))}
        </div>
      ) : (
        <p className="card__intro">{t('adminBookings.final', { status: t(`bookingStatus.${booking.status}`) })}</p>
      )}
      <BookingTimeline bookingId={booking._id} headingId="admin-booking-timeline" />
    </section>
  );
}
