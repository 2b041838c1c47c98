import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStoreModule } from '../../core/event-store/event-store.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { AvailabilityChanges } from './availability/availability.changes.js';
import { AvailabilityController } from './availability/availability.controller.js';
import { AvailabilityReader } from './availability/availability.reader.js';
import { ChangeBookingController } from './change-booking/change-booking.controller.js';
import { ChangeBookingHandler } from './change-booking/change-booking.handler.js';
import { ListBookingsController } from './list-bookings/list-bookings.controller.js';
import { PlaceBookingController } from './place-booking/place-booking.controller.js';
import { PlaceBookingHandler } from './place-booking/place-booking.handler.js';
import { ReservationsController } from './reservations/reservations.controller.js';
import { ReservationsService } from './reservations/reservations.service.js';
import { BookingStreams } from './shared/streams.js';

/** The slot-reservation engine and bookings: event-sourced, with inline read models. */
@Module({
  imports: [CqrsModule, EventStoreModule, IdentityModule, CatalogModule],
  controllers: [ListBookingsController, PlaceBookingController, ChangeBookingController, ReservationsController, AvailabilityController],
  providers: [BookingStreams, PlaceBookingHandler, ChangeBookingHandler, ReservationsService, AvailabilityReader, AvailabilityChanges],
})
export class BookingModule {}
