import type { BookingStatus, Lang, MessageResponse } from '@dealer/contracts';
import { Command } from '@nestjs/cqrs';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';

export type BookingChange =
  | { type: 'status'; to: BookingStatus }
  | { type: 'reschedule'; bookingDate: string; bookingTime: string };

/** Cancel, reschedule or move a booking along its lifecycle, as its owner or an admin. */
export class ChangeBookingCommand extends Command<MessageResponse> {
  constructor(
    readonly bookingId: string,
    readonly change: BookingChange,
    readonly caller: CustomerEntity,
    readonly lang: Lang,
  ) {
    super();
  }
}
