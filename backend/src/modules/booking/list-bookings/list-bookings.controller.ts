import { BOOKING_MESSAGES, type BookingEventRow, type BookingRow, type ListResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { readHistory } from '../../../core/event-store/stream-history.js';
import { ApiError } from '../../../core/http/api-error.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { Actors, Authenticated, branchScope, CurrentActor, customerListFilter, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { bookingStreamId } from '../booking/booking.decider.js';
import { bookingRowOf, bookingRows } from '../projections/booking-lists.queries.js';
import { checkBookingAccess } from '../shared/booking-access.js';

@ResourceController('bookings')
export class ListBookingsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly actors: Actors,
  ) {}

  @Endpoint('GET', undefined, { access: StaffOrAdmin(), summary: "Every booking, newest appointment first (admin); branch staff get their branches' only" })
  async all(@CurrentActor() caller: Actor): Promise<ListResponse<BookingRow>> {
    return { data: await bookingRows(this.db.manager, { branchIds: branchScope(caller) }) };
  }

  @Endpoint('GET', 'list/:email', { access: Authenticated(), summary: "A customer's bookings: the session's own, or anyone's for an admin" })
  async forCustomer(@Param('email') email: string, @CurrentActor() caller: Actor): Promise<ListResponse<BookingRow>> {
    return { data: await bookingRows(this.db.manager, customerListFilter(caller, email)) };
  }

  @Endpoint('GET', ':id/history', { access: Authenticated(), summary: "A booking's events, oldest first (owner, admin, or staff of its branch)" })
  async history(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor): Promise<ListResponse<BookingEventRow>> {
    const found = await bookingRowOf(this.db.manager, id);
    if (found) checkBookingAccess(caller, found);
    // Let in above by the booking's branch, which the store does not know.
    const history = await readHistory(this.store, bookingStreamId(id), { ...caller, allowed: found !== null });
    if (!history) throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    return { data: await this.actors.named(history) };
  }
}
