import { BOOKING_MESSAGES } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { BookingDecisionError } from '../booking/booking.decider.js';
import { SlotDecisionError } from '../slot-day/slot-day.decider.js';

/** Decider refusals as answers: a conflict with the world is 409, a request that cannot be met 400. */
export function refusalToApiError(error: unknown, horizonDays: number): unknown {
  if (error instanceof SlotDecisionError) {
    switch (error.reason) {
      case 'slotFull':
        return new ApiError(409, BOOKING_MESSAGES.slotFull);
      case 'waitingFull':
        return new ApiError(409, BOOKING_MESSAGES.waitingFull);
      case 'branchClosed':
        return new ApiError(400, BOOKING_MESSAGES.branchClosed);
      case 'slotPast':
        return new ApiError(400, BOOKING_MESSAGES.slotPast);
      case 'beyondHorizon': {
        const { en, ar } = BOOKING_MESSAGES.beyondHorizon;
        return new ApiError(400, { en: en.replace('{days}', String(horizonDays)), ar: ar.replace('{days}', String(horizonDays)) });
      }
      case 'reservationNotFound':
        return new ApiError(404, BOOKING_MESSAGES.reservationNotFound);
    }
  }
  if (error instanceof BookingDecisionError) {
    switch (error.reason) {
      case 'bookingNotFound':
        return new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
      case 'sameSlot':
        return new ApiError(400, BOOKING_MESSAGES.sameSlot);
      case 'statusNotAllowed':
        return new ApiError(409, BOOKING_MESSAGES.statusNotAllowed);
      case 'alreadyPlaced':
      case 'notChangeable':
      case 'slotPast':
        return new ApiError(409, BOOKING_MESSAGES.notChangeable);
    }
  }
  return error;
}
