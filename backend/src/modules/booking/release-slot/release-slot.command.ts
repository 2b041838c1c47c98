import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

/** An admin gives back the place of their reservation. */
export class ReleaseSlotCommand extends Command<MessageResponse> {
  constructor(
    readonly reservationId: string,
    readonly admin: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
