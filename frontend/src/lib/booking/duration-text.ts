import type { TFunction } from '../i18n';
import type { Lang } from '@dealer/contracts';
import { bookedMinutes, durationWording, timeRangeLabel } from './booking-job';

/** A job's length in the reader's language: 'About 3 hours' / 'حوالي 3 ساعات'. */
export function durationText(t: TFunction, minutes: number): string {
  const { key, count } = durationWording(minutes);
  return t(`booking.duration.${key}`, { count });
}

/**
 * A booking's time where its details are listed: its start and end with its length
 * ('09:00 AM – 12:00 PM (About 3 hours)'), or the start alone for a booking without a recorded length.
 */
export function bookedTimeText(t: TFunction, row: { bookingTime: string; durationMinutes?: number }, lang: Lang): string {
  const minutes = bookedMinutes(row);
  const range = timeRangeLabel(row.bookingTime, minutes, lang);
  return minutes ? `${range} (${durationText(t, minutes)})` : range;
}
