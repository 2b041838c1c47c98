// The booking module's public surface: other modules import from here, never from its folders.
export { BookingModule } from './booking.module.js';
export { AvailabilityWorkerModule } from './availability-worker.module.js';
export {
  bookingIdOf,
  bookingStreamId,
  evolveBooking,
  initialBooking,
  type BookingEvent,
  type BookingSlot,
  type BookingState,
} from './booking/booking.decider.js';
export { bookingListsModel } from './projections/booking-lists.projection.js';
export { rebuildAvailability } from './availability/availability.rebuild.js';
export { manageTokenKey, signManageToken } from './manage-link/manage-token.js';
export { offerTokenKey, signOfferToken } from './waitlist-offer/offer-token.js';
export { waitlistModel } from './projections/waitlist.projection.js';
export type { SlotHeldData } from './slot-day/slot-day.decider.js';
