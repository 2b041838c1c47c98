import { BOOKING_MESSAGES, type Lang, type WaitlistListResponse } from '@dealer/contracts';
import { Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiQuery } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';
import { assertWorksAtBranch, Authenticated, CurrentActor, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { waitlistRowsOf, waitlistRowsOfDay } from '../projections/waitlist.queries.js';
import { KnownQuery } from '../../../core/http/known-query.pipe.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ResourceController('waitlist')
export class ListWaitlistController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Endpoint('GET', 'mine', { access: Authenticated(), summary: "The caller's waitlist entries, with their place in line and any held time" })
  async mine(@CurrentActor() caller: Actor): Promise<WaitlistListResponse> {
    return { data: await waitlistRowsOf(this.db.manager, caller.id) };
  }

  @Endpoint('GET', undefined, { access: StaffOrAdmin(), summary: "A branch-day's waitlist in order (admins; staff of that branch)" })
  @ApiQuery({ name: 'branch', description: 'Branch id' })
  @ApiQuery({ name: 'date', description: 'YYYY-MM-DD' })
  async ofDay(@Query(new KnownQuery(['branch', 'date'])) { branch, date }: { branch?: unknown; date?: unknown }, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<WaitlistListResponse> {
    if (typeof branch !== 'string' || !UUID.test(branch)) {
      throw new ApiError(400, BOOKING_MESSAGES.unknownBranch, { errors: [{ field: 'branch', message: BOOKING_MESSAGES.unknownBranch[lang] }] });
    }
    const day = typeof date === 'string' ? parseBookingDate(date) : null;
    if (!day) throw new ApiError(400, BOOKING_MESSAGES.badDate, { errors: [{ field: 'date', message: BOOKING_MESSAGES.badDate[lang] }] });
    assertWorksAtBranch(caller, branch.toLowerCase());
    return { data: await waitlistRowsOfDay(this.db.manager, branch.toLowerCase(), day) };
  }
}
