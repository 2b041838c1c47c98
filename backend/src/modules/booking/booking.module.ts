import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStoreModule } from '../../core/event-store/event-store.module.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { AvailabilityChanges } from './availability/availability.changes.js';
import { AvailabilityController } from './availability/availability.controller.js';
import { AvailabilityReader } from './availability/availability.reader.js';
import { CancelBookingController } from './cancel-booking/cancel-booking.controller.js';
import { CancelBookingHandler } from './cancel-booking/cancel-booking.handler.js';
import { ChangeBookingStatusController } from './change-booking-status/change-booking-status.controller.js';
import { ChangeBookingStatusHandler } from './change-booking-status/change-booking-status.handler.js';
import { BoardChanges } from './day-board/board.changes.js';
import { DayBoardController } from './day-board/day-board.controller.js';
import { DayBoardHandler } from './day-board/day-board.handler.js';
import { GetBookingController } from './get-booking/get-booking.controller.js';
import { GetBookingHandler } from './get-booking/get-booking.handler.js';
import { BookingAccessGuard } from './manage-link/booking-access.guard.js';
import { ListBookingsController } from './list-bookings/list-bookings.controller.js';
import { ListReservationsController } from './list-reservations/list-reservations.controller.js';
import { MoveReservationController } from './move-reservation/move-reservation.controller.js';
import { MoveReservationHandler } from './move-reservation/move-reservation.handler.js';
import { PlaceBookingController } from './place-booking/place-booking.controller.js';
import { PlaceBookingHandler } from './place-booking/place-booking.handler.js';
import { ReleaseSlotController } from './release-slot/release-slot.controller.js';
import { ReleaseSlotHandler } from './release-slot/release-slot.handler.js';
import { RescheduleBookingController } from './reschedule-booking/reschedule-booking.controller.js';
import { RescheduleBookingHandler } from './reschedule-booking/reschedule-booking.handler.js';
import { ReserveSlotController } from './reserve-slot/reserve-slot.controller.js';
import { ReserveSlotHandler } from './reserve-slot/reserve-slot.handler.js';
import { JoinWaitlistController } from './join-waitlist/join-waitlist.controller.js';
import { JoinWaitlistHandler } from './join-waitlist/join-waitlist.handler.js';
import { LeaveWaitlistController } from './leave-waitlist/leave-waitlist.controller.js';
import { LeaveWaitlistHandler } from './leave-waitlist/leave-waitlist.handler.js';
import { ListWaitlistController } from './list-waitlist/list-waitlist.controller.js';
import { BookingWrites } from './shared/booking-writes.js';
import { BookingStreams } from './shared/streams.js';
import { SlotDayToolkit } from './slot-day/slot-day.toolkit.js';
import { ConfirmHoldHandler } from './waitlist-offer/confirm-hold.handler.js';
import { WaitlistOfferController } from './waitlist-offer/waitlist-offer.controller.js';

/** The slot-reservation engine and bookings: event-sourced, with inline read models. */
@Module({
  imports: [CqrsModule, EventStoreModule, IdentityModule, CatalogModule],
  // In the order of the API document: each route's place in it stays where it was.
  controllers: [
    ListBookingsController,
    PlaceBookingController,
    GetBookingController,
    CancelBookingController,
    RescheduleBookingController,
    ChangeBookingStatusController,
    ListReservationsController,
    ReserveSlotController,
    MoveReservationController,
    ReleaseSlotController,
    AvailabilityController,
    DayBoardController,
    JoinWaitlistController,
    ListWaitlistController,
    LeaveWaitlistController,
    WaitlistOfferController,
  ],
  providers: [
    BookingStreams,
    BookingAccessGuard,
    GetBookingHandler,
    SlotDayToolkit,
    BookingWrites,
    PlaceBookingHandler,
    CancelBookingHandler,
    RescheduleBookingHandler,
    ChangeBookingStatusHandler,
    ReserveSlotHandler,
    MoveReservationHandler,
    ReleaseSlotHandler,
    AvailabilityReader,
    AvailabilityChanges,
    DayBoardHandler,
    BoardChanges,
    JoinWaitlistHandler,
    LeaveWaitlistHandler,
    ConfirmHoldHandler,
  ],
})
export class BookingModule {}
