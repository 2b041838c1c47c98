import type { Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

/** Move a booking to another date and time, and perhaps change its services, as its owner or an admin. */
export class RescheduleBookingCommand extends Command<MessageResponse> {
  constructor(
    readonly bookingId: string,
    readonly bookingDate: string,
    readonly bookingTime: string,
    /** Absent: the booking keeps its services. */
    readonly serviceDetails: string[] | undefined,
    readonly caller: Actor,
    readonly lang: Lang,
  ) {
    super();
  }
}
