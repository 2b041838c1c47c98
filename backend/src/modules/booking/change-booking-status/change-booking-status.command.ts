import type { BookingStatus, Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

/** Move a booking along its lifecycle (an admin or the branch's staff): confirm, complete, mark a no-show or cancel. */
export class ChangeBookingStatusCommand extends Command<MessageResponse> {
  constructor(
    readonly bookingId: string,
    readonly to: BookingStatus,
    readonly caller: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
