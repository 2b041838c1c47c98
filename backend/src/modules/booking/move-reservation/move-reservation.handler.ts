import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogReader } from '../../catalog/index.js';
import { assertWorksAtBranch } from '../../identity/index.js';
import { adminDecision, adminHolder, adminReservation, checkStillHeld } from '../shared/admin-reservations.js';
import { resolveSlot } from '../shared/booking-input.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { dayOf, SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { MoveReservationCommand } from './move-reservation.command.js';

/** The old place is given back and the new one taken in the same transaction, under the same id. */
@CommandHandler(MoveReservationCommand)
export class MoveReservationHandler implements ICommandHandler<MoveReservationCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ reservationId, body, admin, lang }: MoveReservationCommand): Promise<MessageResponse> {
    const place = await resolveSlot(this.catalog, body.branchName, body.bookingDate, body.bookingTime, []);
    assertWorksAtBranch(admin, place.branch.id);
    const catalog = await this.catalog.cached();
    await this.writes.run(lang, async (manager) => {
      const from = await adminReservation(manager, reservationId, admin);
      const days = await this.slotDays.load(manager, [from, { branchId: place.branch.id, date: place.date }]);
      await this.slotDays.requireListedBranch(manager, place.branch.id);
      checkStillHeld(dayOf(days, from), reservationId);
      return adminDecision(admin, this.slotDays.move(days, { ...from, reservationId }, 'moved', place, adminHolder(reservationId, body), catalog, new Date()));
    });
    return { message: BOOKING_MESSAGES.reservationUpdated[lang] };
  }
}
