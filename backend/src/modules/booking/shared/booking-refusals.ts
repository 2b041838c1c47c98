import { BOOKING_MESSAGES, BOOKING_STATUS_NAMES, WAITLIST_MESSAGES, type Bilingual, type Lang } from '@dealer/contracts';
import type { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import { BookingDecisionError } from '../booking/booking.decider.js';
import { SlotDecisionError } from '../slot-day/slot-day.decider.js';
import { WaitlistDecisionError } from '../slot-day/waitlist.decider.js';
import { CustomerLimitError } from './customer-limits.js';

/** A refusal about one field of the booking form or reschedule dialog: the site shows it at that field. */
const atField = (status: 400 | 409, field: 'bookingDate' | 'bookingTime' | 'waitingStatus', message: { en: string; ar: string }, lang: Lang) =>
  new ApiError(status, message, { errors: [{ field, message: message[lang] }] });

/** A message with its `{name}` filled in: the same value in both languages, or each its own. */
export const withValue = ({ en, ar }: Bilingual, name: string, value: number | string | Bilingual): Bilingual => ({
  en: en.replace(`{${name}}`, typeof value === 'object' ? value.en : String(value)),
  ar: ar.replace(`{${name}}`, typeof value === 'object' ? value.ar : String(value)),
});

/**
 * Decider refusals as answers: a conflict with the world is 409, a request that cannot be met 400.
 * A refusal about the chosen day or time also names the form's field, so the site shows it there.
 */
export function refusalToApiError(error: unknown, config: Pick<AppConfig, 'BOOKING_HORIZON_DAYS' | 'BOOKING_OPEN_LIMIT'>, lang: Lang): unknown {
  if (error instanceof SlotDecisionError) {
    switch (error.reason) {
      case 'slotFull':
        return atField(409, 'bookingTime', BOOKING_MESSAGES.slotFull, lang);
      case 'waitingFull':
        return atField(409, 'waitingStatus', BOOKING_MESSAGES.waitingFull, lang);
      case 'branchClosed':
        // The day is what the person changes: the branch is fixed when rescheduling.
        return atField(400, 'bookingDate', BOOKING_MESSAGES.branchClosed, lang);
      case 'slotPast':
        return atField(400, 'bookingTime', BOOKING_MESSAGES.slotPast, lang);
      case 'outsideHours':
        return atField(400, 'bookingTime', BOOKING_MESSAGES.outsideHours, lang);
      case 'pastClosing':
        return atField(400, 'bookingTime', BOOKING_MESSAGES.pastClosing, lang);
      case 'beyondHorizon':
        return atField(400, 'bookingDate', withValue(BOOKING_MESSAGES.beyondHorizon, 'days', config.BOOKING_HORIZON_DAYS), lang);
      case 'reservationNotFound':
        return new ApiError(404, BOOKING_MESSAGES.reservationNotFound);
    }
  }
  if (error instanceof BookingDecisionError) {
    switch (error.reason) {
      case 'bookingNotFound':
        return new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
      case 'sameSlot':
        return atField(400, 'bookingTime', BOOKING_MESSAGES.sameSlot, lang);
      case 'statusNotAllowed':
        return new ApiError(409, BOOKING_MESSAGES.statusNotAllowed);
      // Not now rather than never: the message says when the move is possible.
      case 'statusTooEarly':
      case 'statusTooLate':
        return new ApiError(409, error.status ? withValue(BOOKING_MESSAGES[error.reason], 'status', BOOKING_STATUS_NAMES[error.status]) : BOOKING_MESSAGES.statusNotAllowed);
      case 'alreadyCancelled':
        return new ApiError(409, BOOKING_MESSAGES.alreadyCancelled);
      case 'alreadyPlaced':
      case 'notChangeable':
      case 'slotPast':
        return new ApiError(409, BOOKING_MESSAGES.notChangeable);
    }
  }
  if (error instanceof WaitlistDecisionError) {
    switch (error.reason) {
      case 'placeFree':
        return new ApiError(409, WAITLIST_MESSAGES.placeFree, { errors: [{ field: 'windowStart', message: WAITLIST_MESSAGES.placeFree[lang] }] });
      case 'alreadyWaiting':
        return new ApiError(409, WAITLIST_MESSAGES.alreadyWaiting);
      case 'entryNotFound':
        return new ApiError(409, WAITLIST_MESSAGES.entryNotFound);
      // Gone for good: the place went to the next in line.
      case 'holdExpired':
        return new ApiError(410, WAITLIST_MESSAGES.offerExpired);
      case 'holdGone':
        return new ApiError(409, WAITLIST_MESSAGES.offerGone);
    }
  }
  if (error instanceof CustomerLimitError) {
    switch (error.reason) {
      case 'slotAlreadyYours':
        return atField(409, 'bookingTime', BOOKING_MESSAGES.slotAlreadyYours, lang);
      case 'openBookingsLimit':
        return new ApiError(409, withValue(BOOKING_MESSAGES.openBookingsLimit, 'limit', config.BOOKING_OPEN_LIMIT));
    }
  }
  return error;
}
