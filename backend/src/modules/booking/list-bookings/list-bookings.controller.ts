import { BOOKING_MESSAGES, type BookingEventRow, type BookingRow, type ListResponse } from '@dealer/contracts';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EventStore } from '../../../core/event-store/event-store.js';
import { ApiError } from '../../../core/http/api-error.js';
import { normalizeEmail } from '../../../core/http/input.decorators.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { AdminOnly, Authenticated, CurrentCustomer } from '../../identity/session/auth.guard.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { bookingStreamId } from '../booking/booking.decider.js';
import { bookingRows } from '../projections/booking-lists.queries.js';

@ApiTags('bookings')
@Controller('api/bookings')
export class ListBookingsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every booking, newest appointment first (admin)' })
  async all(): Promise<ListResponse<BookingRow>> {
    return { data: await bookingRows(this.db.manager) };
  }

  @Get('list/:email')
  @Authenticated()
  @ApiOperation({ summary: "A customer's bookings: the session's own, or anyone's for an admin" })
  async forCustomer(@Param('email') email: string, @CurrentCustomer() caller: CustomerEntity): Promise<ListResponse<BookingRow>> {
    const wanted = normalizeEmail(email); // the router has already decoded the path
    if (caller.type !== 'admin' && wanted !== caller.email) throw new ApiError(403, 'notAllowed');
    // A customer's own list follows their account even if their e-mail changed since booking.
    return { data: await bookingRows(this.db.manager, caller.type === 'admin' ? { email: wanted } : { customerId: caller.id }) };
  }

  @Get(':id/history')
  @Authenticated()
  @ApiOperation({ summary: "A booking's events, oldest first (owner or admin)" })
  async history(@Param('id', UuidParamPipe) id: string, @CurrentCustomer() caller: CustomerEntity): Promise<ListResponse<BookingEventRow>> {
    const { events } = await this.store.readStream(bookingStreamId(id));
    const owner = (events[0]?.data as { customerId?: string } | undefined)?.customerId;
    if (!owner || (caller.type !== 'admin' && owner !== caller.id)) throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    return {
      data: events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, recordedAt: new Date(e.recordedAt).toISOString(), actorRole: e.metadata.actorRole })),
    };
  }
}
