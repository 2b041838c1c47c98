import type { Lang, PlaceBookingResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import type { PlaceBookingBody } from './place-booking.request.js';

export class PlaceBookingCommand extends Command<PlaceBookingResponse> {
  constructor(
    readonly body: PlaceBookingBody,
    readonly customer: CustomerEntity,
    readonly idempotencyKey: string | undefined,
    readonly lang: Lang,
  ) {
    super();
  }
}
