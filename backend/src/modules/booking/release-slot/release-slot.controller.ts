import type { Lang, MessageResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { CurrentActor, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { ReleaseSlotCommand } from './release-slot.command.js';

@ResourceController('managetimeslots')
export class ReleaseSlotController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('DELETE', ':id', { access: StaffOrAdmin(), summary: 'Release an admin reservation (admin, or staff of its branch)' })
  release(@Param('id', UuidParamPipe) id: string, @CurrentActor() admin: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new ReleaseSlotCommand(id, admin, lang));
  }
}
