import { BOOKING_MESSAGES } from '@dealer/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EventStore } from '../../../core/event-store/event-store.js';
import { ApiError } from '../../../core/http/api-error.js';
import { CatalogReader } from '../../catalog/index.js';
import { bookingStreamId, evolveBooking, initialBooking } from '../booking/booking.decider.js';
import { bookingRowOf } from '../projections/booking-lists.queries.js';
import { checkBookingAccess } from '../shared/booking-access.js';
import { GetBookingQuery, type FoundBooking } from './get-booking.query.js';

/**
 * The list's row (what the grids show) with what only the booking's events hold: the instant it starts,
 * the branch's id and the Arabic names recorded when booked; and the branch's address and phone as the
 * catalog has them now. Someone else's booking is answered like a missing one.
 */
@QueryHandler(GetBookingQuery)
export class GetBookingHandler implements IQueryHandler<GetBookingQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ bookingId, caller }: GetBookingQuery): Promise<FoundBooking> {
    const found = await bookingRowOf(this.db.manager, bookingId);
    if (!found) throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    checkBookingAccess(caller, found);
    const { state, version } = await this.store.loadStream(bookingStreamId(bookingId), evolveBooking, initialBooking);
    if (state.status === 'none') throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    const { details, slot } = state;
    const branch = await this.catalog.branchContact(details.branchId);
    const booking = {
      ...found.row,
      startsAt: slot.startsAt,
      branchId: details.branchId,
      branchNameAr: details.branchNameAr ?? '',
      vehicleTypeAr: details.vehicleTypeAr ?? '',
      transmissionAr: details.transmissionAr ?? '',
      serviceDetailsAr: details.serviceDetails.map((_, i) => details.serviceDetailsAr?.[i] ?? ''),
      ...(branch ? { branch } : {}),
    };
    return { booking, version };
  }
}
