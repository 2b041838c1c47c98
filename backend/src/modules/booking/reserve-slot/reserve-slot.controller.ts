import { BOOKING_MESSAGES, worksInAdminArea, type Lang, type MessageResponse } from '@dealer/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../core/http/api-error.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';
import { Authenticated, CurrentActor, type Actor } from '../../identity/index.js';
import { holdsOpenBookingAt } from '../projections/booking-lists.queries.js';
import { ReserveSlotCommand } from './reserve-slot.command.js';
import { ReserveSlotBody } from './reserve-slot.request.js';

@ApiTags('managetimeslots')
@Controller('api/managetimeslots')
export class ReserveSlotController {
  constructor(
    private readonly commands: CommandBus,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Post()
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({ summary: "Admin, or staff at their branch: reserve a slot for a phone or walk-in customer. Customer: acknowledges their booking's slot (already reserved)" })
  async create(@Body() body: ReserveSlotBody, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    if (worksInAdminArea(caller.type)) return this.commands.execute(new ReserveSlotCommand(body, caller, lang));
    // The spec's client posts this after a booking; the booking already holds the slot.
    const held = await holdsOpenBookingAt(this.db.manager, caller.id, body.branchName, parseBookingDate(body.bookingDate), body.bookingTime);
    if (!held) throw new ApiError(403, 'notAllowed');
    return { message: BOOKING_MESSAGES.reserved[lang] };
  }
}
