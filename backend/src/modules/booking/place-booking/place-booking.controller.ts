import { BOOKING_MESSAGES, type Lang, type PlaceBookingResponse } from '@dealer/contracts';
import { Body, Headers } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, IdempotencyKeyHeader, idempotencyKey, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { perCustomerAndAddress } from '../../../core/rate-limit/rate-limit.policy.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { Authenticated, CurrentActor, type Actor } from '../../identity/index.js';
import { PlaceBookingCommand } from './place-booking.command.js';
import { PlaceBookingBody } from './place-booking.request.js';

/** Counted before the booking is judged: a script's refused attempts cost it as much as its bookings. */
const BOOKING_LIMITS = perCustomerAndAddress('booking', (config) => config.BOOKINGS_PER_HOUR, BOOKING_MESSAGES.tooManyBookings);

@ResourceController('bookings')
export class PlaceBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', undefined, {
    status: 201,
    access: Authenticated(),
    limits: BOOKING_LIMITS,
    summary: 'Book a service appointment; 409 when the slot is full or a limit is reached, 429 when sent too often',
  })
  @IdempotencyKeyHeader()
  place(
    @Body() body: PlaceBookingBody,
    @CurrentActor() customer: Actor,
    @Headers('idempotency-key') key: string | undefined,
    @RequestLang() lang: Lang,
  ): Promise<PlaceBookingResponse> {
    return this.commands.execute(new PlaceBookingCommand(body, customer, idempotencyKey(key), lang));
  }
}
