import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { CurrentActor, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { ChangeBookingStatusCommand } from './change-booking-status.command.js';
import { StatusBody } from './change-booking-status.request.js';

@ResourceController('bookings', ':id')
export class ChangeBookingStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', 'status', { status: 200, access: StaffOrAdmin(), summary: 'Confirm, check in, complete, mark a no-show or cancel (admin, or staff of its branch)' })
  status(@Param('id', UuidParamPipe) id: string, @Body() body: StatusBody, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ChangeBookingStatusCommand(id, body.status, caller, lang));
  }
}
