import type { AvailableDay, ListResponse } from '@dealer/contracts';
import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AvailabilityChanges } from './availability.changes.js';
import { AvailabilityReader } from './availability.reader.js';
import { streamAvailability } from './availability.stream.js';

@ApiTags('availability')
@Controller('api/availability')
export class AvailabilityController {
  constructor(
    private readonly reader: AvailabilityReader,
    private readonly changes: AvailabilityChanges,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({ description: '`{"data": [{timeSlot, slotIndex, minuteOfDay, free}]}`; a full slot has free 0' })
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'date', description: 'YYYY-MM-DD (Riyadh)' })
  @ApiOperation({ summary: 'Slots of a branch and date that can still start (full ones with free 0), already filtered for now in Riyadh' })
  async free(@Query('branch') branch: unknown, @Query('date') date: unknown): Promise<string> {
    // Already JSON (ListResponse<AvailableSlot>): the busiest route of the site sends a body kept ready.
    return this.reader.freeSlotsBody(await this.reader.query(branch, date));
  }

  @Get('days')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '`{"data": [{date, open, free, reason}]}`: reason is null, closed, past, beyondHorizon or full' })
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'from', description: 'First day, YYYY-MM-DD (Riyadh)' })
  @ApiQuery({ name: 'to', description: 'Last day, YYYY-MM-DD (Riyadh), at most 62 days after from, counting both' })
  @ApiOperation({ summary: 'Which days of a range a branch can be booked, and how many start times each still has free' })
  async days(@Query('branch') branch: unknown, @Query('from') from: unknown, @Query('to') to: unknown): Promise<ListResponse<AvailableDay>> {
    return this.reader.freeDays(await this.reader.daysQuery(branch, from, to));
  }

  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'date', description: 'YYYY-MM-DD (Riyadh)' })
  @ApiOperation({ summary: 'Server-sent events: the free slots now (`data: {"data": [...]}`), then again after every change' })
  async stream(@Query('branch') branch: unknown, @Query('date') date: unknown, @Res() reply: FastifyReply): Promise<void> {
    streamAvailability(reply, await this.reader.query(branch, date), this.reader, this.changes);
  }
}
