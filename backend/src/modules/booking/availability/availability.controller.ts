import { BOOKING_MESSAGES, type AvailableSlot, type ListResponse } from '@dealer/contracts';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';
import { CatalogReader } from '../../catalog/catalog-reader/catalog-reader.service.js';
import { takenPerSlot } from '../projections/booking-lists.queries.js';
import { slotRules } from '../shared/slot-rules.js';

/**
 * The free slots of a branch on a Riyadh date, judged on the server with the same rules the engine
 * applies when booking: closed days give none, today's past slots are gone, full slots are gone.
 */
@ApiTags('availability')
@Controller('api/availability')
export class AvailabilityController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'date', description: 'YYYY-MM-DD (Riyadh)' })
  @ApiOperation({ summary: 'Free slots of a branch and date, already filtered for now in Riyadh' })
  async free(@Query('branch') branchQuery: unknown, @Query('date') dateQuery: unknown): Promise<ListResponse<AvailableSlot>> {
    const date = typeof dateQuery === 'string' ? parseBookingDate(dateQuery) : null;
    if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
    const branch = typeof branchQuery === 'string' && branchQuery.length <= 120 ? await this.catalog.findBranch(branchQuery) : null;
    if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
    const now = new Date();
    const taken = new Map((await takenPerSlot(this.db.manager, branch.id, date)).map((t) => [t.slotMinute, t.taken]));
    const data = (await this.catalog.timeSlots())
      .filter((slot) => {
        const rules = slotRules(branch, date, slot.minuteOfDay, now, this.config.BOOKING_HORIZON_DAYS);
        return rules.branchOpen && rules.startsAt > now && rules.startsAt <= rules.horizonEnd;
      })
      .map((slot) => ({ ...slot, free: branch.capacity - (taken.get(slot.minuteOfDay) ?? 0) }))
      .filter((slot) => slot.free > 0);
    return { data };
  }
}
