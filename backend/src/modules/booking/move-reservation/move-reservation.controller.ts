import type { Lang, MessageResponse } from '@dealer/contracts';
import { Body, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { CurrentActor, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { ReserveSlotBody } from '../reserve-slot/reserve-slot.request.js';
import { MoveReservationCommand } from './move-reservation.command.js';

@ResourceController('managetimeslots')
export class MoveReservationController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('PUT', ':id', { access: StaffOrAdmin(), summary: 'Move an admin reservation (admin, or staff of both its branch and the new one)' })
  move(@Param('id', UuidParamPipe) id: string, @Body() body: ReserveSlotBody, @CurrentActor() admin: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new MoveReservationCommand(id, body, admin, lang));
  }
}
