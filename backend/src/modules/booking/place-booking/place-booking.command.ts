import type { Lang, PlaceBookingResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';
import type { PlaceBookingBody } from './place-booking.request.js';

export class PlaceBookingCommand extends Command<PlaceBookingResponse> {
  constructor(
    readonly body: PlaceBookingBody,
    readonly customer: Actor,
    readonly idempotencyKey: string | undefined,
    readonly lang: Lang,
  ) {
    super();
  }
}
