import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';
import type { ReserveSlotBody } from './reserve-slot.request.js';

/** An admin, or staff at their branch, reserves a slot for a phone or walk-in customer. */
export class ReserveSlotCommand extends Command<MessageResponse & { _id: string }> {
  constructor(
    readonly body: ReserveSlotBody,
    readonly admin: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
