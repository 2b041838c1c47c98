import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isOpenBooking, type BookingRow, type BookingStatus } from '@dealer/contracts';
import { isRefusal } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useChangeBooking } from '../../../lib/booking/use-change-booking.mutation';
import { BookingSummary } from '../../../components/booking-details/booking-summary';
import { BookingTimeline } from '../../../components/booking-details/booking-timeline';
import { nextStatuses } from '../../../lib/booking/booking-status';
import { gregorianDateLabel } from '../../../lib/time/riyadh-date';
import { ManagePanel } from '../../../components/record-list/manage-list';
import { SummaryList } from '../../../components/summary-list/summary-list';
import { LtrText } from '../../../components/text/bidi-text';
import { askConfirmation } from '../../../components/dialog/confirm-dialog';
import { customerName } from './admin-booking-columns';

export const BOOKING_PANEL_HEADING_ID = 'admin-booking-panel-heading';

const ACTION_KEY = {
  confirmed: 'toConfirmed',
  arrived: 'toArrived',
  completed: 'toCompleted',
  no_show: 'toNoShow',
  cancelled: 'toCancelled',
} as const satisfies Partial<Record<BookingStatus, string>>;

/** How to reach the customer: a phone number to tap and an address to write to. */
function CustomerContact({ booking, name }: { booking: BookingRow; name: string }) {
  const { t } = useTranslation();
  const rows = [
    { term: t('bookingContact.customer'), value: name },
    {
      term: t('bookingContact.phone'),
      value: booking.phoneNumber ? (
        <a href={`tel:${booking.phoneNumber.replace(/[^\d+]/g, '')}`} aria-label={t('bookingContact.call', { name, phone: booking.phoneNumber })}>
          <LtrText>{booking.phoneNumber}</LtrText>
        </a>
      ) : (
        '—'
      ),
    },
    {
      term: t('bookingContact.email'),
      value: (
        <a href={`mailto:${encodeURIComponent(booking.email).replace(/%40/g, '@')}`} aria-label={t('bookingContact.write', { name, email: booking.email })}>
          <LtrText>{booking.email}</LtrText>
        </a>
      ),
    },
  ];
  return <SummaryList rows={rows} className="booking-contact" />;
}

/** The chosen booking: who to call, its facts, the status moves its lifecycle allows, and its history. */
export function BookingManagePanel({ booking, onClose }: { booking: BookingRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangeBooking();
  const name = customerName(booking) || booking.email;
  const moves = nextStatuses(booking, new Date());
  // An open booking before its time: what happened at the branch can only be recorded afterwards.
  const waitsForItsTime = isOpenBooking(booking.status) && !moves.some((status) => status === 'arrived');
  // A refused move (the lifecycle no longer allows it, too many attempts) stays said above the buttons.
  const [refusal, setRefusal] = useState<string | null>(null);

  const move = async (status: BookingStatus) => {
    const question = t('adminBookings.confirmStatus', {
      name,
      date: gregorianDateLabel(booking.bookingDate, i18n.language),
      status: t(`bookingStatus.${status}`),
    });
    const confirmLabel = t(`adminBookings.${ACTION_KEY[status as keyof typeof ACTION_KEY]}`);
    if (!(await askConfirmation({ message: question, confirmLabel, keepLabel: t('adminBookings.keepStatus') }))) return;
    setRefusal(null);
    change.mutate(
      { id: booking._id, change: { kind: 'status', status } },
      {
        onSuccess: ({ message }) => notify.success(message),
        onError: (error) => {
          if (isRefusal(error)) setRefusal(error.message);
          notify.failure(error);
        },
      },
    );
  };

  return (
    <ManagePanel
      className="admin-bookings__panel"
      headingId={BOOKING_PANEL_HEADING_ID}
      heading={t('adminBookings.panelHeading', { name })}
      closeText={t('adminBookings.close')}
      onClose={onClose}
    >
      <CustomerContact booking={booking} name={name} />
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
              onClick={() => void move(status)}
              disabled={change.isPending}
            >
              {t(`adminBookings.${ACTION_KEY[status as keyof typeof ACTION_KEY]}`)}
            </button>
          ))}
        </div>
      ) : null}
      {moves.length === 0 && !waitsForItsTime ? <p className="card__intro">{t('adminBookings.final', { status: t(`bookingStatus.${booking.status}`) })}</p> : null}
      {waitsForItsTime ? <p className="card__intro admin-bookings__not-yet">{t('adminBookings.notYet')}</p> : null}
      <BookingTimeline bookingId={booking._id} headingId="admin-booking-timeline" />
    </ManagePanel>
  );
}
