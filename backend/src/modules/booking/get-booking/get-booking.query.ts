import type { BookingView } from '@dealer/contracts';
import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../identity/index.js';

/** The booking and its stream's version, which orders the calendar entries made of it. */
export interface FoundBooking {
  booking: BookingView;
  version: number;
}

/** One booking as its page shows it, for its owner, an admin or the holder of its manage link. */
export class GetBookingQuery extends Query<FoundBooking> {
  constructor(
    readonly bookingId: string,
    readonly caller: Actor,
  ) {
    super();
  }
}
