import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adminDecision, adminReservation, checkStillHeld } from '../shared/admin-reservations.js';
import { CatalogReader } from '../../catalog/index.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { ReleaseSlotCommand } from './release-slot.command.js';

@CommandHandler(ReleaseSlotCommand)
export class ReleaseSlotHandler implements ICommandHandler<ReleaseSlotCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ reservationId, admin, lang }: ReleaseSlotCommand): Promise<MessageResponse> {
    const catalog = await this.catalog.cached();
    await this.writes.run(lang, async (manager) => {
      const current = await adminReservation(manager, reservationId, admin);
      const day = await this.slotDays.loadOne(manager, current);
      checkStillHeld(day, reservationId);
      return adminDecision(admin, [this.slotDays.release(day, reservationId, 'removed', catalog, new Date())]);
    });
    return { message: BOOKING_MESSAGES.reservationReleased[lang] };
  }
}
