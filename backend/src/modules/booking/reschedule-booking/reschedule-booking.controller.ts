import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { CurrentActor, type Actor } from '../../identity/index.js';
import { OwnerOrManageLink } from '../manage-link/booking-access.guard.js';
import { RescheduleBookingCommand } from './reschedule-booking.command.js';
import { RescheduleBody } from './reschedule-booking.request.js';

@ResourceController('bookings', ':id')
export class RescheduleBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', 'reschedule', { status: 200, access: OwnerOrManageLink(), summary: 'Move a booking to another date and time, optionally with other services (owner, admin, or its manage link), atomically' })
  reschedule(@Param('id', UuidParamPipe) id: string, @Body() body: RescheduleBody, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new RescheduleBookingCommand(id, body.bookingDate, body.bookingTime, body.serviceDetails, caller, lang));
  }
}
