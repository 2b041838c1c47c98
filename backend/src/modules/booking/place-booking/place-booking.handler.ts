import { BOOKING_MESSAGES, type PlaceBookingResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { CatalogReader } from '../../catalog/catalog-reader/catalog-reader.service.js';
import { withConflictRetry } from '../../../core/event-store/conflict-retry.js';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { bookingStreamId, decideBooking, initialBooking } from '../booking/booking.decider.js';
import { projectBookingLists } from '../projections/booking-lists.projection.js';
import { bookingSlot, resolveSlot } from '../shared/booking-input.js';
import { refusalToApiError } from '../shared/booking-refusals.js';
import { keyedUuid } from '../../../core/security/keyed-uuid.js';
import { slotRules } from '../shared/slot-rules.js';
import { BookingStreams } from '../shared/streams.js';
import { decideSlotDay, SlotDecisionError } from '../slot-day/slot-day.decider.js';
import { openBookingsOf, placesTaken } from '../projections/booking-lists.queries.js';
import { checkCustomerLimits } from '../shared/customer-limits.js';
import { PlaceBookingCommand } from './place-booking.command.js';

/**
 * Places a booking: the booking's first event and its slot reservation are appended in ONE
 * transaction, so there is never a booking without its slot nor a slot over capacity. A customer's
 * limits (open bookings, one booking per time) are checked in that transaction under the customer's
 * lock, so two requests racing from one account cannot both pass them.
 */
@CommandHandler(PlaceBookingCommand)
export class PlaceBookingHandler implements ICommandHandler<PlaceBookingCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly streams: BookingStreams,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
  ) {}

  async execute({ body, customer, idempotencyKey, lang }: PlaceBookingCommand): Promise<PlaceBookingResponse> {
    const { branch, date, slot } = await resolveSlot(this.catalog, body.branchName, body.bookingDate, body.bookingTime);
    // A retried submission with the same key maps to the same booking, which already exists.
    const bookingId = idempotencyKey ? keyedUuid('booking', customer.id, idempotencyKey) : randomUUID();
    const now = new Date();
    const limited = customer.type !== 'admin';
    try {
      await withConflictRetry(() => this.db.transaction(async (manager) => {
        // The customer's own bookings queue first: the limits below count them across branches and days.
        if (limited) await this.streams.lockCustomer(manager, customer.id);
        // When others are writing this branch-day, a full slot is refused before queueing for its lock,
        // so a rush on one popular slot does not make everyone wait for everyone. Only the decider,
        // under the lock, can say yes.
        const refuseIfFull = async () => {
          if (!idempotencyKey && (await placesTaken(manager, branch.id, date, slot.minuteOfDay)) >= branch.capacity) throw new SlotDecisionError('slotFull');
        };
        const days = await this.streams.slotDays(manager, [{ branchId: branch.id, date }], refuseIfFull);
        // A fresh random id cannot exist yet; only a keyed retry may find its booking already made.
        const booking = idempotencyKey ? await this.streams.booking(manager, bookingId) : { streamId: bookingStreamId(bookingId), version: 0 };
        if (booking.version > 0) return;
        if (limited) {
          const held = await openBookingsOf(manager, customer.id, riyadhDate(now));
          checkCustomerLimits({ type: 'PlaceBooking', bookingDate: date, slotMinute: slot.minuteOfDay, now, openLimit: this.config.BOOKING_OPEN_LIMIT }, held);
        }
        const day = [...days.values()][0]!;
        const contact = { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phoneNumber: customer.phoneNumber };
        const slotEvents = decideSlotDay(
          {
            type: 'ReserveSlot',
            reservationId: bookingId,
            branchId: branch.id,
            branchName: branch.branchName,
            date,
            slotMinute: slot.minuteOfDay,
            timeSlot: slot.timeSlot,
            bookingId,
            source: 'booking',
            waiting: body.waitingStatus === 'Waiting',
            contact,
            rules: slotRules(branch, date, slot.minuteOfDay, now, this.config.BOOKING_HORIZON_DAYS),
          },
          day.state,
        );
        const bookingEvents = decideBooking(
          {
            type: 'PlaceBooking',
            bookingId,
            details: {
              customerId: customer.id,
              ...contact,
              lang: customer.lang,
              vehicleType: body.vehicleType,
              model: body.model,
              transmission: body.transmission,
              waitingStatus: body.waitingStatus,
              serviceDetails: body.serviceDetails,
              branchId: branch.id,
              branchName: branch.branchName,
              offer: body.offer ?? '',
              isListed: body.isListed ?? false,
            },
            slot: bookingSlot(date, slot, bookingId),
          },
          initialBooking,
        );
        const stored = await this.store.append(
          [
            { streamId: booking.streamId, expectedVersion: 'no_stream', events: bookingEvents },
            { streamId: day.streamId, expectedVersion: day.version, events: slotEvents },
          ],
          { actorId: customer.id, actorRole: customer.type, correlationId: idempotencyKey ?? bookingId },
          manager,
          // The slot-day was read under its lock; the booking is new, or was read when its key was given.
          { savepoint: false, versionsRead: true },
        );
        await projectBookingLists(manager, stored);
      }));
    } catch (error) {
      // A conflict is retried on fresh state: the same key sent twice at once finds its booking made.
      throw refusalToApiError(error, this.config, lang);
    }
    return { message: BOOKING_MESSAGES.booked[lang], _id: bookingId };
  }
}
