import { WARRANTY_MESSAGES, type BookingEventRow, type ClaimRow, type ListResponse } from '@dealer/contracts';
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
import { claimStreamId } from '../claim/claim.decider.js';
import { claimRows } from '../projections/claim-list.queries.js';

@ApiTags('warrantyclaims')
@Controller('api/warrantyclaims')
export class ListClaimsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every warranty claim, newest first (admin)' })
  async all(): Promise<ListResponse<ClaimRow>> {
    return { data: await claimRows(this.db.manager) };
  }

  @Get('list/:email')
  @Authenticated()
  @ApiOperation({ summary: "A customer's claims: the session's own, or anyone's for an admin" })
  async forCustomer(@Param('email') email: string, @CurrentCustomer() caller: CustomerEntity): Promise<ListResponse<ClaimRow>> {
    // The router has already decoded the path; decoding again would choke on a literal '%'.
    const wanted = normalizeEmail(email);
    if (caller.type !== 'admin' && wanted !== caller.email) throw new ApiError(403, 'notAllowed');
    // A customer's own list follows their account even if their e-mail changed since filing.
    return { data: await claimRows(this.db.manager, caller.type === 'admin' ? { email: wanted } : { customerId: caller.id }) };
  }

  @Get(':id/history')
  @Authenticated()
  @ApiOperation({ summary: "A claim's events, oldest first (owner or admin)" })
  async history(@Param('id', UuidParamPipe) id: string, @CurrentCustomer() caller: CustomerEntity): Promise<ListResponse<BookingEventRow>> {
    const { events } = await this.store.readStream(claimStreamId(id));
    const owner = (events[0]?.data as { customerId?: string } | undefined)?.customerId;
    if (!owner || (caller.type !== 'admin' && owner !== caller.id)) throw new ApiError(404, WARRANTY_MESSAGES.claimNotFound);
    return {
      data: events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, recordedAt: new Date(e.recordedAt).toISOString(), actorRole: e.metadata.actorRole })),
    };
  }
}
