import { useTranslation } from 'react-i18next';
import type { BookingRow } from '@dealer/contracts';
import { gregorianDateLabel, hijriDateLabel } from '../model/riyadh-date';
import './booking-timeline.css';

/** The facts of one booking as a description list, for the account and admin detail views. */
export function BookingSummary({ booking }: { booking: BookingRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const waiting = booking.waitingStatus === 'Waiting' ? t('booking.waiting.wait') : t('booking.waiting.dropOff');
  const rows: [string, string][] = [
    [t('bookingColumns.status'), t(`bookingStatus.${booking.status}`)],
    [t('columns.branchName'), booking.branchName],
    [t('columns.bookingDate'), `${gregorianDateLabel(booking.bookingDate, lang)} · ${hijriDateLabel(booking.bookingDate, lang)}`],
    [t('columns.bookingTime'), booking.bookingTime],
    [t('columns.vehicle'), `${booking.vehicleType} · ${booking.model} · ${booking.transmission}`],
    [t('bookingColumns.services'), booking.serviceDetails.join(', ')],
    [t('bookingColumns.preference'), waiting],
  ];
  if (booking.offer) rows.push([t('bookingColumns.offer'), booking.offer]);
  return (
    <dl className="booking-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="booking-summary__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
