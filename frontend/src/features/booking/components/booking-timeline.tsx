import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { BOOKING_STATUSES, type BookingEventRow, type BookingStatus } from '@dealer/contracts';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { gridDateTimeFormat } from '../../../components/data-grid/grid-settings';
import { useBookingEvents } from '../api/booking-events.query';
import { gregorianDateLabel } from '../model/riyadh-date';
import './booking-timeline.css';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const isStatus = (value: unknown): value is BookingStatus => (BOOKING_STATUSES as readonly unknown[]).includes(value);

function slotText(slot: unknown, lang: string): string {
  const record = typeof slot === 'object' && slot !== null ? (slot as Record<string, unknown>) : {};
  return `${gregorianDateLabel(textOf(record.bookingDate), lang)} ${textOf(record.bookingTime)}`.trim();
}

function describe(event: BookingEventRow, t: TFunction, lang: string): string {
  const { data } = event;
  const status = (value: unknown) => (isStatus(value) ? t(`bookingStatus.${value}`) : textOf(value));
  switch (event.type) {
    case 'BookingPlaced':
      return t('bookingEvents.placed', { date: gregorianDateLabel(textOf(data.bookingDate), lang), time: textOf(data.bookingTime) });
    case 'BookingRescheduled':
      return t('bookingEvents.rescheduled', { from: slotText(data.from, lang), to: slotText(data.to, lang) });
    case 'BookingStatusChanged':
      return t('bookingEvents.statusChanged', { from: status(data.from), to: status(data.to) });
    default:
      return t('bookingEvents.other', { type: event.type });
  }
}

function actorText(event: BookingEventRow, t: TFunction): string {
  const actor = event.actorRole ?? textOf(event.data.by);
  if (actor === 'admin') return t('bookingEvents.byAdmin');
  if (actor === 'customer') return t('bookingEvents.byCustomer');
  if (actor === 'system') return t('bookingEvents.bySystem');
  return '';
}

/** A booking's history as the event store recorded it, oldest first. */
export function BookingTimeline({ bookingId, headingId }: { bookingId: string; headingId: string }) {
  const { t, i18n } = useTranslation();
  const events = useBookingEvents(bookingId);
  const format = gridDateTimeFormat(i18n.language);

  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h3 id={headingId} className="timeline__heading">
        {t('bookingHistory.timeline')}
      </h3>
      {events.isPending ? <LoadingState /> : null}
      {events.isError ? <ErrorState error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.isSuccess && events.data.length === 0 ? <p className="timeline__empty">{t('bookingHistory.noEvents')}</p> : null}
      {events.isSuccess && events.data.length > 0 ? (
        <ol className="timeline__list">
          {events.data.map((event, index) => (
            <li key={`${event.recordedAt}-${index}`} className="timeline__item">
              <span className="timeline__text">{describe(event, t, i18n.language)}</span>
              <span className="timeline__meta">
                <time dateTime={event.recordedAt}>{format.format(new Date(event.recordedAt))}</time> {actorText(event, t)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
