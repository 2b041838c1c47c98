import { BOOKING_MESSAGES, type BookingEventRow, type BookingRow, type ListResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { readHistory } from '../../../core/event-store/stream-history.js';
import { ApiError } from '../../../core/http/api-error.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { Actors, AdminOnly, Authenticated, CurrentActor, customerListFilter, type Actor } from '../../identity/index.js';
import { bookingStreamId } from '../booking/booking.decider.js';
import { bookingRows } from '../projections/booking-lists.queries.js';

@ResourceController('bookings')
export class ListBookingsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly actors: Actors,
  ) {}

  @Endpoint('GET', undefined, { access: AdminOnly(), summary: 'Every booking, newest appointment first (admin)' })
  async all(): Promise<ListResponse<BookingRow>> {
    return { data: await bookingRows(this.db.manager) };
  }

  @Endpoint('GET', 'list/:email', { access: Authenticated(), summary: "A customer's bookings: the session's own, or anyone's for an admin" })
  async forCustomer(@Param('email') email: string, @CurrentActor() caller: Actor): Promise<ListResponse<BookingRow>> {
    return { data: await bookingRows(this.db.manager, customerListFilter(caller, email)) };
  }

  @Endpoint('GET', ':id/history', { access: Authenticated(), summary: "A booking's events, oldest first (owner or admin)" })
  async history(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor): Promise<ListResponse<BookingEventRow>> {
    const history = await readHistory(this.store, bookingStreamId(id), caller);
    if (!history) throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    return { data: await this.actors.named(history) };
  }
}
