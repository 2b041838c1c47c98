import type { Lang, MessageResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { CurrentActor, type Actor } from '../../identity/index.js';
import { OwnerOrManageLink } from '../manage-link/booking-access.guard.js';
import { CancelBookingCommand } from './cancel-booking.command.js';

@ResourceController('bookings', ':id')
export class CancelBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', 'cancel', { status: 200, access: OwnerOrManageLink(), summary: 'Cancel a booking (owner, admin, or its manage link); the slot is free again' })
  cancel(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new CancelBookingCommand(id, caller, lang));
  }
}
