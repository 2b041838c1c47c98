import type { Lang, MessageResponse } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { Authenticated, CurrentActor, type Actor } from '../../identity/index.js';
import { LeaveWaitlistCommand } from './leave-waitlist.command.js';

@ResourceController('waitlist')
export class LeaveWaitlistController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('DELETE', ':id', { status: 200, access: Authenticated(), summary: 'Leave the waitlist (the entry\'s customer); a place held for it goes to the next in line' })
  leave(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.commands.execute(new LeaveWaitlistCommand(id, caller, lang));
  }
}
