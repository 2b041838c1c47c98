import { useTranslation, currentLang, type TFunction } from '../../lib/i18n';
import { BOOKING_STATUSES, formatBookingDate, formatSlotTime, isolateFor, type BookingEventRow, type BookingStatus, type Lang } from '@dealer/contracts';
import { EventTimeline } from '../timeline/event-timeline';
import { changedServicesText } from './changed-services';
import { useBookingEvents } from '../../lib/booking/booking-events.query';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const isStatus = (value: unknown): value is BookingStatus => (BOOKING_STATUSES as readonly unknown[]).includes(value);

/**
 * An event's date and time inside a translated sentence: the timeline shows plain strings, so the runs
 * are isolated with Unicode isolates in Arabic rather than elements.
 */
function dateText(date: unknown, lang: Lang): string {
  return isolateFor(lang)(formatBookingDate(textOf(date), lang, 'short'));
}

function timeText(time: unknown, lang: Lang): string {
  return isolateFor(lang)(formatSlotTime(textOf(time), lang));
}

function slotText(slot: unknown, lang: Lang): string {
  const record = typeof slot === 'object' && slot !== null ? (slot as Record<string, unknown>) : {};
  return `${dateText(record.bookingDate, lang)} ${timeText(record.bookingTime, lang)}`.trim();
}

function describe(event: BookingEventRow, t: TFunction, lang: Lang): string {
  const { data } = event;
  const status = (value: unknown) => (isStatus(value) ? t(`bookingStatus.${value}`) : textOf(value));
  switch (event.type) {
    case 'BookingPlaced':
      return t('bookingEvents.placed', { date: dateText(data.bookingDate, lang), time: timeText(data.bookingTime, lang) });
    case 'BookingRescheduled': {
      const moved = t('bookingEvents.rescheduled', { from: slotText(data.from, lang), to: slotText(data.to, lang) });
      const services = changedServicesText(data, lang);
      return services ? `${moved} · ${t('bookingEvents.servicesChanged', { services })}` : moved;
    }
    case 'BookingStatusChanged':
      return t('bookingEvents.statusChanged', { from: status(data.from), to: status(data.to) });
    default:
      return t('bookingEvents.other', { type: event.type });
  }
}

function actorText(event: BookingEventRow, t: TFunction, lang: Lang): string {
  const actor = event.actorRole ?? textOf(event.data.by);
  // The dealer's person by name ('by Sara A.'); without one (an account since removed) by role below.
  if (event.actorName && (actor === 'admin' || actor === 'staff')) return t('historyActor.byName', { name: isolateFor(lang)(event.actorName) });
  if (actor === 'admin') return t('bookingEvents.byAdmin');
  if (actor === 'staff') return t('bookingEvents.byStaff');
  if (actor === 'customer') return t('bookingEvents.byCustomer');
  if (actor === 'system') return t('bookingEvents.bySystem');
  return '';
}

/** A booking's history as the event store recorded it, oldest first. */
export function BookingTimeline({ bookingId, headingId }: { bookingId: string; headingId: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <EventTimeline
      headingId={headingId}
      heading={t('bookingHistory.timeline')}
      emptyText={t('bookingHistory.noEvents')}
      events={useBookingEvents(bookingId)}
      describe={(event) => describe(event, t, lang)}
      actor={(event) => actorText(event, t, lang)}
    />
  );
}
