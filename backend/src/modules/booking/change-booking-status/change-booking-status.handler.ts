import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideBooking } from '../booking/booking.decider.js';
import { CancelBookingCommand } from '../cancel-booking/cancel-booking.command.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { BookingStreams } from '../shared/streams.js';
import { ChangeBookingStatusCommand } from './change-booking-status.command.js';

/**
 * Moves a booking along its lifecycle; the decider says which status may follow which, when, and for
 * whom. Only cancelling gives the slots back. Confirming keeps them, of course; arrived, completed and
 * no-show come once the appointment has started, when the slots are in the past or being worked: they
 * stay reserved so the slot-day keeps the day as the bays were planned (its history is the branch's
 * record), and bays a no-show leaves are not offered to customers in the middle of the day by surprise.
 */
@CommandHandler(ChangeBookingStatusCommand)
export class ChangeBookingStatusHandler implements ICommandHandler<ChangeBookingStatusCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly streams: BookingStreams,
    private readonly commands: CommandBus,
  ) {}

  async execute({ bookingId, to, caller, lang }: ChangeBookingStatusCommand): Promise<MessageResponse> {
    // Cancelling gives the slot back, whoever asks: that is the cancel use case.
    if (to === 'cancelled') return this.commands.execute(new CancelBookingCommand(bookingId, caller, lang));
    await this.writes.run(lang, async (manager) => {
      const booking = await this.streams.bookingToChange(manager, bookingId, caller);
      const changed = decideBooking({ type: 'ChangeBookingStatus', to, by: caller.type, now: new Date() }, booking.state);
      return {
        appends: [{ streamId: booking.streamId, expectedVersion: booking.version, events: changed }],
        metadata: { actorId: caller.id, actorRole: caller.type, correlationId: randomUUID() },
        // The booking was read in this transaction.
        options: { versionsRead: true },
      };
    });
    return { message: BOOKING_MESSAGES.statusChanged[lang] };
  }
}
