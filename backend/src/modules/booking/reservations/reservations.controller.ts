import { BOOKING_MESSAGES, type Lang, type ListResponse, type MessageResponse, type ReservationRow } from '@dealer/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';
import { CatalogReader } from '../../catalog/catalog-reader/catalog-reader.service.js';
import { AdminOnly, Authenticated, CurrentCustomer } from '../../identity/session/auth.guard.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { reservationRows, takenPerSlot } from '../projections/booking-lists.queries.js';
import { ReserveSlotBody } from './reserve-slot.request.js';
import { ReservationsService } from './reservations.service.js';

/** The spec's managed time slots: booked slots of a day, and the admin's Reserved Slots tab. */
@ApiTags('managetimeslots')
@Controller('api/managetimeslots')
export class ReservationsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reservations: ReservationsService,
    private readonly catalog: CatalogReader,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'Every reservation, with who made it (admin)' })
  async all(): Promise<ListResponse<ReservationRow>> {
    return { data: await reservationRows(this.db.manager) };
  }

  @Get(':date/:branchName')
  @ApiOperation({ summary: 'Booked slots of a branch on a date (MM_DD_YYYY or YYYY-MM-DD); times only, no names' })
  async booked(@Param('date') dateParam: string, @Param('branchName') branchName: string): Promise<ListResponse<{ bookingDate: string; bookingTime: string; branchName: string }>> {
    const date = parseBookingDate(dateParam);
    if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
    const branch = await this.catalog.findBranch(branchName);
    if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
    // One row per taken place, as the spec's client subtracts them from the slot list.
    const taken = await takenPerSlot(this.db.manager, branch.id, date);
    return { data: taken.flatMap((t) => Array.from({ length: t.taken }, () => ({ bookingDate: date, bookingTime: t.timeSlot, branchName: branch.branchName }))) };
  }

  @Post()
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({ summary: "Admin: reserve a slot for a phone or walk-in customer. Customer: acknowledges their booking's slot (already reserved)" })
  async create(@Body() body: ReserveSlotBody, @CurrentCustomer() caller: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (caller.type === 'admin') return this.reservations.reserve(body, caller, lang);
    // The spec's client posts this after a booking; the booking already holds the slot.
    const date = parseBookingDate(body.bookingDate);
    const [own] = (await this.db.query(
      `SELECT 1 FROM booking_list WHERE customer_id = $1 AND lower(branch_name) = lower($2) AND booking_date = $3 AND booking_time = $4 AND status IN ('booked', 'confirmed')`,
      [caller.id, body.branchName, date, body.bookingTime],
    )) as unknown[];
    if (!own) throw new ApiError(403, 'notAllowed');
    return { message: BOOKING_MESSAGES.reserved[lang] };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Move an admin reservation (admin)' })
  move(@Param('id', UuidParamPipe) id: string, @Body() body: ReserveSlotBody, @CurrentCustomer() admin: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.reservations.move(id, body, admin, lang);
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Release an admin reservation (admin)' })
  release(@Param('id', UuidParamPipe) id: string, @CurrentCustomer() admin: CustomerEntity, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.reservations.release(id, admin, lang);
  }
}
