import { WAITLIST_MESSAGES, type ConfirmWaitlistOfferResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import { riyadhDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import { CatalogReader } from '../../catalog/index.js';
import { bookingStreamId, decideBooking, initialBooking } from '../booking/booking.decider.js';
import { holdRef } from '../projections/waitlist.queries.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { checkCustomerLimits } from '../shared/customer-limits.js';
import { BookingStreams } from '../shared/streams.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { ConfirmHoldCommand } from './confirm-hold.command.js';
import { holdOfToken, offerTokenKey } from './offer-token.js';
import { submissionId } from '../../../core/ids/record-id.js';

/**
 * Turns a hold into a booking in ONE append: the booking's first event, whose reservation is the hold's
 * own, and HoldConfirmed on the day's stream. The place never stands free in between, and a second
 * confirmation (a double click, a mail opened twice, a hundred at once) finds the hold gone. The booking
 * id is derived from the hold, so even racing confirmations could only ever make the one booking.
 */
@CommandHandler(ConfirmHoldCommand)
export class ConfirmHoldHandler implements ICommandHandler<ConfirmHoldCommand> {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly writes: BookingWrites,
    private readonly streams: BookingStreams,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
  ) {
    this.key = offerTokenKey(config.SESSION_SECRET);
  }

  async execute({ token, lang }: ConfirmHoldCommand): Promise<ConfirmWaitlistOfferResponse> {
    const holdId = holdOfToken(this.key, token, new Date());
    const ref = holdId && (await holdRef(this.db.manager, holdId));
    if (!holdId || !ref) throw new ApiError(410, WAITLIST_MESSAGES.offerInvalid);
    const catalog = await this.catalog.cached();
    const bookingId = submissionId('booking', 'waitlist-hold', holdId);
    await this.writes.run(lang, async (manager) => {
      // The customer's bookings queue first, as when they book: the limits count them across days.
      const now = new Date();
      const held = await this.streams.lockCustomerForLimits(manager, ref.customerId, riyadhDate(now));
      const day = await this.slotDays.loadOne(manager, ref);
      await this.slotDays.requireListedBranch(manager, ref.branchId);
      const confirmed = this.slotDays.decideWaitlist(day, { type: 'ConfirmHold', holdId, bookingId }, catalog, now);
      const hold = day.state.holds[holdId]!;
      const entry = day.state.waitlist[hold.entryId]!;
      checkCustomerLimits(
        { type: 'PlaceBooking', bookingDate: ref.date, slotMinute: hold.slotMinute, now, openLimit: this.config.BOOKING_OPEN_LIMIT },
        held,
      );
      const { booking } = entry;
      const placed = decideBooking(
        {
          type: 'PlaceBooking',
          bookingId,
          details: {
            customerId: entry.customerId,
            ...entry.contact,
            lang,
            vehicleType: booking.vehicleType,
            model: booking.model,
            transmission: booking.transmission,
            waitingStatus: booking.waitingStatus,
            serviceDetails: booking.serviceDetails,
            branchId: entry.branchId,
            branchName: entry.branchName,
            branchNameAr: entry.branchNameAr,
            serviceDetailsAr: booking.serviceDetailsAr,
            vehicleTypeAr: booking.vehicleTypeAr,
            transmissionAr: booking.transmissionAr,
            offer: booking.offer,
            isListed: booking.isListed,
            durationMinutes: entry.minutes,
          },
          // The hold's reservation is the booking's: its id, its slots.
          slot: { bookingDate: ref.date, bookingTime: hold.timeSlot, slotMinute: hold.slotMinute, reservationId: holdId, startsAt: riyadhInstant(ref.date, hold.slotMinute).toISOString() },
        },
        initialBooking,
      );
      return {
        appends: [{ streamId: bookingStreamId(bookingId), expectedVersion: 'no_stream', events: placed }, confirmed],
        metadata: { actorId: entry.customerId, actorRole: 'customer', correlationId: holdId },
        options: { versionsRead: true },
      };
    });
    return { message: WAITLIST_MESSAGES.confirmed[lang], _id: bookingId };
  }
}
