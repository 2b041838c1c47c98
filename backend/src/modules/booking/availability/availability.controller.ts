import { AVAILABILITY_MAX_SERVICES, MAX_SERVICE_MINUTES, type AvailableDay, type ListResponse } from '@dealer/contracts';
import { applyDecorators, Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadyAnswersFrom } from '../../../core/http/ready-answers.js';
import { AvailabilityChanges } from './availability.changes.js';
import { AvailabilityReader, FREE_SLOTS_HEADERS } from './availability.reader.js';
import { streamAvailability } from './availability.stream.js';
import { KnownQuery } from '../../../core/http/known-query.pipe.js';

/** The two optional parameters every availability route takes: the job asked about. */
function JobQuery(): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'services', required: false, description: `Service ids the job is for, comma-separated (at most ${AVAILABILITY_MAX_SERVICES}); or give minutes` }),
    ApiQuery({ name: 'minutes', required: false, description: `The job's length in minutes, 1 to ${MAX_SERVICE_MINUTES}; without services or minutes, one slot` }),
  );
}

/** The routes' query parameters, as sent: the reader checks each and answers 400 for a bad one. */
interface AvailabilityParams {
  branch?: unknown;
  date?: unknown;
  from?: unknown;
  to?: unknown;
  services?: unknown;
  minutes?: unknown;
}
/** The parameters of one day's answer (and its live stream), and of a range of days. */
const DAY_QUERY = ['branch', 'date', 'services', 'minutes'];
const DAYS_QUERY = ['branch', 'from', 'to', 'services', 'minutes'];

@ApiTags('availability')
@Controller('api/availability')
export class AvailabilityController {
  constructor(
    private readonly reader: AvailabilityReader,
    private readonly changes: AvailabilityChanges,
  ) {}

  @Get()
  @Header('cache-control', FREE_SLOTS_HEADERS['cache-control'])
  @Header('content-type', FREE_SLOTS_HEADERS['content-type'])
  // Most asks are for a day a visitor asked about a moment ago: the reader answers those before this route runs.
  @ReadyAnswersFrom(AvailabilityReader)
  @ApiOkResponse({ description: '`{"data": [{timeSlot, slotIndex, minuteOfDay, free}]}`: the starts where the whole job fits the day\'s hours; free is the fewest bays left over the slots it covers, 0 when full' })
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'date', description: 'YYYY-MM-DD (Riyadh)' })
  @JobQuery()
  @ApiOperation({ summary: 'Starts of a job at a branch and date that can still be booked (full ones with free 0), already filtered for now in Riyadh' })
  async free(@Query(new KnownQuery(DAY_QUERY)) { branch, date, services, minutes }: AvailabilityParams, @Req() request: FastifyRequest): Promise<string> {
    // Already JSON (ListResponse<AvailableSlot>): the busiest route of the site sends a body kept ready.
    return this.reader.freeSlotsFor(request, await this.reader.query(branch, date, services, minutes));
  }

  @Get('days')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '`{"data": [{date, open, free, reason}]}`: reason is null, closed, past, beyondHorizon or full' })
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'from', description: 'First day, YYYY-MM-DD (Riyadh)' })
  @ApiQuery({ name: 'to', description: 'Last day, YYYY-MM-DD (Riyadh), at most 62 days after from, counting both' })
  @JobQuery()
  @ApiOperation({ summary: 'Which days of a range a branch can be booked for the job, and how many starts where it fits each still has free' })
  async days(@Query(new KnownQuery(DAYS_QUERY)) { branch, from, to, services, minutes }: AvailabilityParams): Promise<ListResponse<AvailableDay>> {
    return this.reader.freeDays(await this.reader.daysQuery(branch, from, to, services, minutes));
  }

  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'branch', description: 'Branch name or _id' })
  @ApiQuery({ name: 'date', description: 'YYYY-MM-DD (Riyadh)' })
  @JobQuery()
  @ApiOperation({ summary: 'Server-sent events: the job\'s free starts now (`data: {"data": [...]}`), then again after every change' })
  async stream(@Query(new KnownQuery(DAY_QUERY)) { branch, date, services, minutes }: AvailabilityParams, @Res() reply: FastifyReply): Promise<void> {
    streamAvailability(reply, await this.reader.query(branch, date, services, minutes), this.reader, this.changes);
  }
}
