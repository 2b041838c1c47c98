import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatDateWithHijri, type BookingRow } from '@dealer/contracts';
import { bookedTimeText } from '../../lib/booking/duration-text';
import { useContentNames } from '../../lib/catalog/use-content-names';
import { SummaryList, type SummaryRow } from '../summary-list/summary-list';
import { Bdi, ContentText } from '../text/bidi-text';
import { listSeparator } from './booking-columns';
import { BookingStatusChip } from './booking-status-chip';

/** The facts of one booking as a description list, for the account and admin detail views; catalog names in the reader's language. */
export function BookingSummary({ booking }: { booking: BookingRow }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const { lang } = names;
  const waiting = booking.waitingStatus === 'Waiting' ? t('booking.waiting.wait') : t('booking.waiting.dropOff');
  const services = booking.serviceDetails.map((service, index) => (
    <Fragment key={service}>
      {index > 0 ? listSeparator(lang) : null}
      <ContentText value={names.service(service)} />
    </Fragment>
  ));
  const rows: SummaryRow[] = [
    { term: t('bookingColumns.status'), value: <BookingStatusChip status={booking.status} /> },
    { term: t('columns.branchName'), value: <ContentText value={names.branch(booking.branchName)} /> },
    { term: t('columns.bookingDate'), value: <Bdi>{formatDateWithHijri(booking.bookingDate, lang)}</Bdi> },
    { term: t('columns.bookingTime'), value: <Bdi>{bookedTimeText(t, booking, lang)}</Bdi> },
    {
      term: t('columns.vehicle'),
      value: (
        <>
          <ContentText value={names.vehicle(booking.vehicleType)} /> · <Bdi>{booking.model}</Bdi> · <ContentText value={names.transmission(booking.transmission)} />
        </>
      ),
    },
    { term: t('bookingColumns.services'), value: services },
    { term: t('bookingColumns.preference'), value: waiting },
  ];
  if (booking.offer) rows.push({ term: t('bookingColumns.offer'), value: <Bdi>{booking.offer}</Bdi> });
  return <SummaryList rows={rows} className="booking-summary" />;
}
