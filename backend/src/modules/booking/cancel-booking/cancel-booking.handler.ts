import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CatalogReader } from '../../catalog/index.js';
import { MailLanguage } from '../../identity/index.js';
import { decideBooking } from '../booking/booking.decider.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { BookingStreams } from '../shared/streams.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { CancelBookingCommand } from './cancel-booking.command.js';

/**
 * Cancelling releases the booking's slot in the same transaction as the booking's event. Changes of
 * one booking queue on its lock, so a second cancel finds the booking cancelled and is told so.
 */
@CommandHandler(CancelBookingCommand)
export class CancelBookingHandler implements ICommandHandler<CancelBookingCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly streams: BookingStreams,
    private readonly slotDays: SlotDayToolkit,
    private readonly mailLanguage: MailLanguage,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ bookingId, caller, lang }: CancelBookingCommand): Promise<MessageResponse> {
    // Before the transaction: a freed place is offered to the waitlist by the branch's rules (see resolveSlotIn).
    const catalog = await this.catalog.cached();
    await this.writes.run(lang, async (manager) => {
      const booking = await this.streams.bookingToChange(manager, bookingId, caller);
      const { details, slot } = booking.state;
      const cancelled = decideBooking({ type: 'ChangeBookingStatus', to: 'cancelled', by: caller.type, now: new Date(), lang }, booking.state);
      const day = await this.slotDays.loadOne(manager, { branchId: details.branchId, date: slot.bookingDate });
      // The mail language is written once the day's lock is held: a write before it would take the
      // transaction's id early, and the feed orders events by transaction id (see SlotDayToolkit.requireListedBranch).
      await this.mailLanguage.follow(manager, caller, lang);
      return {
        appends: [{ streamId: booking.streamId, expectedVersion: booking.version, events: cancelled }, this.slotDays.release(day, slot.reservationId, 'cancelled', catalog, new Date())],
        metadata: { actorId: caller.id, actorRole: caller.type, correlationId: randomUUID() },
        // Both the booking and the slot-day were read in this transaction.
        options: { versionsRead: true },
      };
    });
    return { message: BOOKING_MESSAGES.cancelled[lang] };
  }
}
