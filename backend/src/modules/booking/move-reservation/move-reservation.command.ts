import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';
import type { ReserveSlotBody } from '../reserve-slot/reserve-slot.request.js';

/** An admin moves their reservation to another place (or changes its customer), keeping its id. */
export class MoveReservationCommand extends Command<MessageResponse> {
  constructor(
    readonly reservationId: string,
    readonly body: ReserveSlotBody,
    readonly admin: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
