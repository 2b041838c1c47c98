import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { CatalogReader } from '../../catalog/index.js';
import { MailLanguage } from '../../identity/index.js';
import { decideBooking } from '../booking/booking.decider.js';
import { bookingSlot, knownServices, resolveSlotIn } from '../shared/booking-input.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { checkCustomerLimits } from '../shared/customer-limits.js';
import { BookingStreams } from '../shared/streams.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { RescheduleBookingCommand } from './reschedule-booking.command.js';
import { newRecordId } from '../../../core/ids/record-id.js';

/**
 * Rescheduling releases every slot the old job covered and reserves every slot the new one covers
 * (its services may change, and with them its length) in the same transaction as the booking's
 * event, so an open booking always holds exactly the slots of its work. Changes of one booking
 * queue on its lock and decide on what the previous one left.
 */
@CommandHandler(RescheduleBookingCommand)
export class RescheduleBookingHandler implements ICommandHandler<RescheduleBookingCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly streams: BookingStreams,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
    private readonly mailLanguage: MailLanguage,
  ) {}

  async execute({ bookingId, bookingDate, bookingTime, serviceDetails, caller, lang }: RescheduleBookingCommand): Promise<MessageResponse> {
    // Taken before the transaction: the booking's branch is known only inside it (see resolveSlotIn).
    const catalog = await this.catalog.cached();
    // The new services' Arabic names too, before the transaction for the same reason ('' for a name the
    // catalog does not know: such a request is refused below, once the booking is known to be the caller's).
    const servicesAr = serviceDetails && (await this.catalog.arabicNames({ branchId: '', vehicleType: '', transmission: '', serviceNames: serviceDetails })).serviceNamesAr;
    await this.writes.run(lang, async (manager) => {
      const booking = await this.streams.bookingToChange(manager, bookingId, caller);
      // Only after the booking answered as the caller's: another's booking is a 404 whatever the body says.
      const newServices = serviceDetails && knownServices(catalog, serviceDetails, lang);
      const named = newServices && servicesAr && { serviceDetails: newServices, serviceDetailsAr: servicesAr };
      const { details, slot: from } = booking.state;
      const now = new Date();
      const services = newServices ?? details.serviceDetails;
      const place = resolveSlotIn(catalog, details.branchId, bookingDate, bookingTime, services);
      const { branch, date, slot } = place;
      const to = bookingSlot(date, slot, newRecordId());
      const rescheduled = decideBooking({ type: 'RescheduleBooking', to, durationMinutes: place.job.minutes, services: named, by: caller.type, now, lang }, booking.state);
      // A customer cannot move a booking onto another of theirs; an admin moving one knows the customer's day.
      if (caller.type === 'customer') {
        const held = await this.streams.lockCustomerForLimits(manager, details.customerId, riyadhDate(now));
        checkCustomerLimits({ type: 'RescheduleBooking', bookingId, bookingDate: date, slotMinute: slot.minuteOfDay }, held);
      }
      const fromDay = { branchId: details.branchId, date: from.bookingDate };
      const days = await this.slotDays.load(manager, [fromDay, { branchId: branch.id, date }]);
      await this.slotDays.requireListedBranch(manager, branch.id);
      // The mail language is written once the days' locks are held: a write before it would take the
      // transaction's id early, and the feed orders events by transaction id (see SlotDayToolkit.requireListedBranch).
      await this.mailLanguage.follow(manager, caller, lang);
      const contact = { firstName: details.firstName, lastName: details.lastName, email: details.email, phoneNumber: details.phoneNumber };
      const holder = { reservationId: to.reservationId, bookingId, source: 'booking' as const, waiting: details.waitingStatus === 'Waiting', contact };
      return {
        appends: [
          { streamId: booking.streamId, expectedVersion: booking.version, events: rescheduled },
          ...this.slotDays.move(days, { ...fromDay, reservationId: from.reservationId }, 'rescheduled', place, holder, catalog, now),
        ],
        metadata: { actorId: caller.id, actorRole: caller.type, correlationId: randomUUID() },
        // Both the booking and the slot-days were read in this transaction.
        options: { versionsRead: true },
      };
    });
    return { message: BOOKING_MESSAGES.rescheduled[lang] };
  }
}
