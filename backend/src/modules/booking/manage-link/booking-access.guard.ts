import { BOOKING_MESSAGES, BOOKING_TOKEN_HEADER, isOpenBooking } from '@dealer/contracts';
import { applyDecorators, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { ApiError } from '../../../core/http/api-error.js';
import { Actors, type Actor } from '../../identity/index.js';
import { bookingStreamId, evolveBooking, initialBooking } from '../booking/booking.decider.js';
import { manageTokenKey, verifyManageToken } from './manage-token.js';

type BookingRequest = FastifyRequest & { actor?: Actor; params: { id?: string } };

/**
 * The routes of one booking (`:id`) open to its owner or an admin by session, or to whoever holds the
 * booking's manage link without one: the actor is then the booking's customer, held to the same rules.
 * The link counts only while the booking is open and has not started, whatever its own expiry says.
 * The token travels in a header, never in the API's address, so no access log or error report holds it.
 */
@Injectable()
export class BookingAccessGuard implements CanActivate {
  private readonly key: Buffer;

  constructor(
    private readonly actors: Actors,
    private readonly store: EventStore,
    config: AppConfig,
  ) {
    this.key = manageTokenKey(config.SESSION_SECRET);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<BookingRequest>();
    const token = request.headers[BOOKING_TOKEN_HEADER];
    const linked = typeof token === 'string' && token !== '' ? await this.byLink(request.params.id?.toLowerCase(), token) : null;
    const actor = linked ?? (await this.actors.fromSession(request));
    if (!actor) throw new ApiError(401, token ? BOOKING_MESSAGES.manageLinkInvalid : 'loginRequired');
    request.actor = actor;
    return true;
  }

  private async byLink(bookingId: string | undefined, token: string): Promise<Actor | null> {
    const now = new Date();
    if (!bookingId || !isUUID(bookingId) || !verifyManageToken(this.key, bookingId, token, now)) return null;
    const { state } = await this.store.loadStream(bookingStreamId(bookingId), evolveBooking, initialBooking);
    if (state.status === 'none' || !isOpenBooking(state.status) || new Date(state.slot.startsAt).getTime() <= now.getTime()) return null;
    return this.actors.byId(state.details.customerId);
  }
}

/** The booking's owner or an admin by session, or the holder of the booking's manage link. */
export const OwnerOrManageLink = () =>
  applyDecorators(
    UseGuards(BookingAccessGuard),
    ApiCookieAuth('sid'),
    ApiHeader({ name: 'X-Booking-Token', required: false, description: "The token of the booking's manage link (from its mails), instead of a session" }),
    ApiUnauthorizedResponse(),
    ApiExtension('x-access', 'customer'),
  );
