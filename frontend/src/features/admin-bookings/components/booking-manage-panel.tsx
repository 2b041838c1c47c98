import { useTranslation } from '../../../lib/i18n';
import { isOpenBooking, type BookingRow } from '@dealer/contracts';
import { BookingSummary } from '../../../components/booking-details/booking-summary';
import { BookingTimeline } from '../../../components/booking-details/booking-timeline';
import { StatusMoves } from '../../../components/booking-details/status-moves';
import { nextStatuses } from '../../../lib/booking/booking-status';
import { gregorianDateLabel } from '../../../lib/time/riyadh-date';
import { ManagePanel } from '../../../components/record-list/manage-list';
import { SummaryList } from '../../../components/summary-list/summary-list';
import { LtrText } from '../../../components/text/bidi-text';
import { customerName } from './admin-booking-columns';

export const BOOKING_PANEL_HEADING_ID = 'admin-booking-panel-heading';

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
  const name = customerName(booking) || booking.email;
  const moves = nextStatuses(booking, new Date());
  // An open booking before its time: what happened at the branch can only be recorded afterwards.
  const waitsForItsTime = isOpenBooking(booking.status) && !moves.some((status) => status === 'arrived');

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
      <StatusMoves
        booking={{ id: booking._id, name, dateLabel: gregorianDateLabel(booking.bookingDate, i18n.language) }}
        moves={moves}
        label={t('adminBookings.statusActions')}
        refusalClassName="admin-bookings__refusal"
      />
      {moves.length === 0 && !waitsForItsTime ? <p className="card__intro">{t('adminBookings.final', { status: t(`bookingStatus.${booking.status}`) })}</p> : null}
      {waitsForItsTime ? <p className="card__intro admin-bookings__not-yet">{t('adminBookings.notYet')}</p> : null}
      <BookingTimeline bookingId={booking._id} headingId="admin-booking-timeline" />
    </ManagePanel>
  );
}
