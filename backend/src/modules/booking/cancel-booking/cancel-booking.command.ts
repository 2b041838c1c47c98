import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

/** Cancel a booking, as its owner or an admin; its slot is free again. */
export class CancelBookingCommand extends Command<MessageResponse> {
  constructor(
    readonly bookingId: string,
    readonly caller: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
