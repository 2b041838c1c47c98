import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingDeskQuery, type BookingEventRow, type BookingRow, type ListResponse } from '@dealer/contracts';
import { Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { readHistory } from '../../../core/event-store/stream-history.js';
import { ApiError } from '../../../core/http/api-error.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { Actors, assertWorksAtBranch, Authenticated, branchScope, CurrentActor, customerListFilter, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { bookingStreamId } from '../booking/booking.decider.js';
import { bookingRowOf, bookingRows } from '../projections/booking-lists.queries.js';
import { CatalogReader } from '../../catalog/index.js';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { checkBookingAccess } from '../shared/booking-access.js';
import { readDeskFilter } from './desk-filter.js';
import { KnownQuery } from '../../../core/http/known-query.pipe.js';

@ResourceController('bookings')
export class ListBookingsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly actors: Actors,
    private readonly catalog: CatalogReader,
  ) {}

  @Endpoint('GET', undefined, { access: StaffOrAdmin(), summary: "Every booking, newest appointment first (admin); branch staff get their branches' only. Filters: a day, a branch, a status" })
  @ApiQuery({ name: 'date', required: false, description: '`today` (Riyadh, on the server) or YYYY-MM-DD' })
  @ApiQuery({ name: 'branch', required: false, description: 'Branch _id or name (staff: one of theirs)' })
  @ApiQuery({ name: 'status', required: false, enum: BOOKING_STATUSES })
  async all(@CurrentActor() caller: Actor, @Query(new KnownQuery(['date', 'branch', 'status'])) query: BookingDeskQuery): Promise<ListResponse<BookingRow>> {
    const filter = readDeskFilter(query, riyadhDate(new Date()));
    let branchIds = branchScope(caller);
    if (filter.branch !== null) {
      const branch = await this.catalog.findCachedBranch(filter.branch);
      if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
      assertWorksAtBranch(caller, branch.id);
      branchIds = [branch.id];
    }
    return { data: await bookingRows(this.db.manager, { branchIds, date: filter.date, status: filter.status }) };
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
