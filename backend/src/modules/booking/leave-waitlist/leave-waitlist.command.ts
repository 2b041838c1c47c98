import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

export class LeaveWaitlistCommand extends Command<MessageResponse> {
  constructor(
    readonly entryId: string,
    readonly caller: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
