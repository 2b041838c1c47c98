import { WARRANTY_MESSAGES, type BookingEventRow, type ClaimRow, type ListResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { readHistory } from '../../../core/event-store/stream-history.js';
import { ApiError } from '../../../core/http/api-error.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { Actors, AdminOnly, Authenticated, CurrentActor, customerListFilter, type Actor } from '../../identity/index.js';
import { claimStreamId } from '../claim/claim.decider.js';
import { claimRows } from '../projections/claim-list.queries.js';

@ResourceController('warrantyclaims')
export class ListClaimsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly actors: Actors,
  ) {}

  @Endpoint('GET', undefined, { access: AdminOnly(), summary: 'Every warranty claim, newest first (admin)' })
  async all(): Promise<ListResponse<ClaimRow>> {
    return { data: await claimRows(this.db.manager) };
  }

  @Endpoint('GET', 'list/:email', { access: Authenticated(), summary: "A customer's claims: the session's own, or anyone's for an admin" })
  async forCustomer(@Param('email') email: string, @CurrentActor() caller: Actor): Promise<ListResponse<ClaimRow>> {
    return { data: await claimRows(this.db.manager, customerListFilter(caller, email)) };
  }

  @Endpoint('GET', ':id/history', { access: Authenticated(), summary: "A claim's events, oldest first (owner or admin)" })
  async history(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor): Promise<ListResponse<BookingEventRow>> {
    const history = await readHistory(this.store, claimStreamId(id), caller);
    if (!history) throw new ApiError(404, WARRANTY_MESSAGES.claimNotFound);
    return { data: await this.actors.named(history) };
  }
}
