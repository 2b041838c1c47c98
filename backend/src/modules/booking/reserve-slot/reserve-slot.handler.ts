import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogReader } from '../../catalog/index.js';
import { assertWorksAtBranch } from '../../identity/index.js';
import { adminDecision, adminHolder } from '../shared/admin-reservations.js';
import { resolveSlot } from '../shared/booking-input.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { ReserveSlotCommand } from './reserve-slot.command.js';
import { newRecordId } from '../../../core/ids/record-id.js';

/** Admin reservations take places through the same engine as bookings, against the same capacity. */
@CommandHandler(ReserveSlotCommand)
export class ReserveSlotHandler implements ICommandHandler<ReserveSlotCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ body, admin, lang }: ReserveSlotCommand): Promise<MessageResponse & { _id: string }> {
    const place = await resolveSlot(this.catalog, body.branchName, body.bookingDate, body.bookingTime, []);
    assertWorksAtBranch(admin, place.branch.id);
    const reservationId = newRecordId();
    await this.writes.run(lang, async (manager) => {
      const day = await this.slotDays.loadOne(manager, { branchId: place.branch.id, date: place.date });
      await this.slotDays.requireListedBranch(manager, place.branch.id);
      return adminDecision(admin, [this.slotDays.reserve(day, place, adminHolder(reservationId, body), new Date())]);
    });
    return { message: BOOKING_MESSAGES.reserved[lang], _id: reservationId };
  }
}
