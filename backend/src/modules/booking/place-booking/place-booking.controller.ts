import { BOOKING_MESSAGES, type Lang, type PlaceBookingResponse } from '@dealer/contracts';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InvalidInputError } from '../../../core/http/api-error.js';
import { perCustomerAndAddress } from '../../../core/rate-limit/rate-limit.policy.js';
import { RateLimit } from '../../../core/rate-limit/rate-limit.guard.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { Authenticated, CurrentCustomer } from '../../identity/session/auth.guard.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { PlaceBookingCommand } from './place-booking.command.js';
import { PlaceBookingBody } from './place-booking.request.js';

/** Counted before the booking is judged: a script's refused attempts cost it as much as its bookings. */
const BOOKING_LIMITS = perCustomerAndAddress('booking', (config) => config.BOOKINGS_PER_HOUR, BOOKING_MESSAGES.tooManyBookings);

@ApiTags('bookings')
@Controller('api/bookings')
export class PlaceBookingController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  // Above @Authenticated: decorators apply bottom-up, so the limit runs after the login check and knows the customer.
  @RateLimit(...BOOKING_LIMITS)
  @Authenticated()
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key returns the first answer' })
  @ApiOperation({ summary: 'Book a service appointment; 409 when the slot is full or a limit is reached, 429 when sent too often' })
  place(
    @Body() body: PlaceBookingBody,
    @CurrentCustomer() customer: CustomerEntity,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @RequestLang() lang: Lang,
  ): Promise<PlaceBookingResponse> {
    if (idempotencyKey !== undefined && !/^[\w.:-]{8,100}$/.test(idempotencyKey)) {
      throw new InvalidInputError([{ field: 'Idempotency-Key', constraint: 'matches', detail: 'Idempotency-Key must be 8 to 100 letters, digits or -_.:' }]);
    }
    return this.commands.execute(new PlaceBookingCommand(body, customer, idempotencyKey, lang));
  }
}
