import { BOOKING_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { NewEvent, StreamAppend } from '../../../core/event-store/event-store.types.js';
import { ApiError } from '../../../core/http/api-error.js';
import { CatalogReader } from '../../catalog/catalog-reader/catalog-reader.service.js';
import { decideBooking, type Actor, type BookingEvent } from '../booking/booking.decider.js';
import { projectBookingLists } from '../projections/booking-lists.projection.js';
import { bookingSlot, resolveSlot } from '../shared/booking-input.js';
import { refusalToApiError } from '../shared/booking-refusals.js';
import { slotRules } from '../shared/slot-rules.js';
import { BookingStreams } from '../shared/streams.js';
import { checkCustomerLimits } from '../shared/customer-limits.js';
import { openBookingsOf } from '../projections/booking-lists.queries.js';
import { withConflictRetry } from '../../../core/event-store/conflict-retry.js';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { decideSlotDay, evolveSlotDay, slotDayStreamId, type SlotDayEvent } from '../slot-day/slot-day.decider.js';
import { ChangeBookingCommand } from './change-booking.command.js';

/**
 * Cancelling releases the slot; rescheduling releases the old slot and reserves the new one in the
 * same transaction as the booking's event, so the booking always holds exactly one slot while open.
 * Changes of one booking queue on its lock and decide on what the previous one left; a conflict that
 * still slips through is retried on fresh state, then answered 409.
 */
@CommandHandler(ChangeBookingCommand)
export class ChangeBookingHandler implements ICommandHandler<ChangeBookingCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly streams: BookingStreams,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
  ) {}

  async execute({ bookingId, change, caller, lang }: ChangeBookingCommand): Promise<MessageResponse> {
    const by: Actor = caller.type === 'admin' ? 'admin' : 'customer';
    try {
      await withConflictRetry(() => this.db.transaction(async (manager) => {
        const booking = await this.streams.booking(manager, bookingId, { lock: true });
        // Someone else's booking is answered like a missing one: its existence is not theirs to know.
        if (booking.state.status === 'none' || (by === 'customer' && booking.state.details.customerId !== caller.id)) {
          throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
        }
        const { details, slot } = booking.state;
        const now = new Date();
        const appends: StreamAppend[] = [];
        if (change.type === 'status') {
          const bookingEvents = decideBooking({ type: 'ChangeBookingStatus', to: change.to, by, now }, booking.state);
          appends.push({ streamId: booking.streamId, expectedVersion: booking.version, events: bookingEvents });
          if (change.to === 'cancelled') {
            const days = await this.streams.slotDays(manager, [{ branchId: details.branchId, date: slot.bookingDate }]);
            const day = [...days.values()][0]!;
            appends.push({ streamId: day.streamId, expectedVersion: day.version, events: decideSlotDay({ type: 'ReleaseSlot', reservationId: slot.reservationId, reason: 'cancelled' }, day.state) });
          }
        } else {
          appends.push(...(await this.reschedule(manager, booking, change, by, now)));
        }
        const stored = await this.store.append(appends, { actorId: caller.id, actorRole: caller.type, correlationId: randomUUID() }, manager, {
          savepoint: false,
          // Both the booking and the slot-days were read in this transaction.
          versionsRead: true,
        });
        await projectBookingLists(manager, stored);
      }));
    } catch (error) {
      throw refusalToApiError(error, this.config, lang);
    }
    const message = change.type === 'reschedule' ? BOOKING_MESSAGES.rescheduled : change.to === 'cancelled' ? BOOKING_MESSAGES.cancelled : BOOKING_MESSAGES.statusChanged;
    return { message: message[lang] };
  }

  private async reschedule(
    manager: EntityManager,
    booking: Awaited<ReturnType<BookingStreams['booking']>>,
    change: Extract<ChangeBookingCommand['change'], { type: 'reschedule' }>,
    by: Actor,
    now: Date,
  ): Promise<StreamAppend[]> {
    if (booking.state.status === 'none') throw new ApiError(404, BOOKING_MESSAGES.bookingNotFound);
    const { details, slot: from } = booking.state;
    const bookingId = booking.streamId.slice('booking-'.length);
    const { branch, date, slot } = await resolveSlot(this.catalog, details.branchId, change.bookingDate, change.bookingTime);
    const to = bookingSlot(date, slot, randomUUID());
    const bookingEvents = decideBooking({ type: 'RescheduleBooking', to, by, now }, booking.state);
    // A customer cannot move a booking onto another of theirs; an admin moving one knows the customer's day.
    if (by === 'customer') {
      await this.streams.lockCustomer(manager, details.customerId);
      const held = await openBookingsOf(manager, details.customerId, riyadhDate(now));
      checkCustomerLimits({ type: 'RescheduleBooking', bookingId, bookingDate: date, slotMinute: slot.minuteOfDay }, held);
    }

    const oldDay = slotDayStreamId(details.branchId, from.bookingDate);
    const newDay = slotDayStreamId(branch.id, date);
    const days = await this.streams.slotDays(manager, [
      { branchId: details.branchId, date: from.bookingDate },
      { branchId: branch.id, date },
    ]);
    const events = new Map<string, NewEvent[]>([...days.keys()].map((id) => [id, []]));
    const release = decideSlotDay({ type: 'ReleaseSlot', reservationId: from.reservationId, reason: 'rescheduled' }, days.get(oldDay)!.state);
    events.get(oldDay)!.push(...release);
    // On the same day the new reservation is judged after the old one is gone.
    const newState = oldDay === newDay ? release.reduce((s, e) => evolveSlotDay(s, e as SlotDayEvent), days.get(newDay)!.state) : days.get(newDay)!.state;
    const contact = { firstName: details.firstName, lastName: details.lastName, email: details.email, phoneNumber: details.phoneNumber };
    events.get(newDay)!.push(
      ...decideSlotDay(
        {
          type: 'ReserveSlot',
          reservationId: to.reservationId,
          branchId: branch.id,
          branchName: branch.branchName,
          date,
          slotMinute: slot.minuteOfDay,
          timeSlot: slot.timeSlot,
          bookingId,
          source: 'booking',
          waiting: details.waitingStatus === 'Waiting',
          contact,
          rules: slotRules(branch, date, slot.minuteOfDay, now, this.config.BOOKING_HORIZON_DAYS),
        },
        newState,
      ),
    );
    return [
      { streamId: booking.streamId, expectedVersion: booking.version, events: bookingEvents as BookingEvent[] },
      ...[...days.values()].map((day) => ({ streamId: day.streamId, expectedVersion: day.version, events: events.get(day.streamId)! })),
    ];
  }
}
