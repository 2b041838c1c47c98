import type { BookingView, Lang } from '@dealer/contracts';
import { Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '../../../core/config/app-config.js';
import { calendarPerson } from '../../../core/calendar/ics.js';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { RequestLang } from '../../../core/http/request-lang.decorator.js';
import { UuidParamPipe } from '../../../core/http/uuid-param.pipe.js';
import { CurrentActor, type Actor } from '../../identity/index.js';
import { OwnerOrManageLink } from '../manage-link/booking-access.guard.js';
import { bookingCalendar } from './booking-calendar.js';
import { GetBookingQuery } from './get-booking.query.js';

@ResourceController('bookings', ':id')
export class GetBookingController {
  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  @Endpoint('GET', undefined, { access: OwnerOrManageLink(), summary: 'One booking with its branch (owner, admin, or its manage link)' })
  async one(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor): Promise<BookingView> {
    return (await this.queries.execute(new GetBookingQuery(id, caller))).booking;
  }

  @Endpoint('GET', 'calendar.ics', { access: OwnerOrManageLink(), summary: 'The booking as a calendar file (owner, admin, or its manage link)' })
  @ApiProduces('text/calendar')
  async calendar(@Param('id', UuidParamPipe) id: string, @CurrentActor() caller: Actor, @RequestLang() lang: Lang, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { booking, version } = await this.queries.execute(new GetBookingQuery(id, caller));
    const { BRAND_NAME: brandName, publicUrl } = this.config;
    // Set once the booking is found: a refusal still answers JSON.
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="booking-${booking._id.slice(0, 8)}.ics"`)
      .header('cache-control', 'private, no-store');
    return bookingCalendar(booking, { brandName, publicUrl, sequence: version - 1, now: new Date(), organizer: calendarPerson(this.config.MAIL_FROM, brandName), lang });
  }
}
