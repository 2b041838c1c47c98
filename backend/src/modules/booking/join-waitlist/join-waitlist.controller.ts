import { BOOKING_MESSAGES, type JoinWaitlistResponse, type Lang } from '@dealer/contracts';
import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { perCustomerAndAddress } from '../../../core/rate-limit/rate-limit.policy.js';
import { Authenticated, CurrentActor, type Actor } from '../../identity/index.js';
import { JoinWaitlistCommand } from './join-waitlist.command.js';
import { JoinWaitlistBody } from './join-waitlist.request.js';

/** Joining counts with bookings: both write to a branch-day, and a script should not fill its line either. */
const JOIN_LIMITS = perCustomerAndAddress('booking', (config) => config.BOOKINGS_PER_HOUR, BOOKING_MESSAGES.tooManyBookings);

@ResourceController('waitlist')
export class JoinWaitlistController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint('POST', undefined, {
    status: 201,
    access: Authenticated(),
    limits: JOIN_LIMITS,
    summary: 'Join the waitlist of a branch-day for a window of starts; 409 while a start in the window is free, or when already waiting there',
  })
  join(@Body() body: JoinWaitlistBody, @CurrentActor() customer: Actor, @RequestLang() lang: Lang): Promise<JoinWaitlistResponse> {
    return this.commands.execute(new JoinWaitlistCommand(body, customer, lang));
  }
}
