import { BOOKING_MESSAGES, coveredSlots, type PlaceBookingResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../core/config/app-config.js';
import { riyadhDate } from '../../../core/time/riyadh-time.js';
import { CatalogReader } from '../../catalog/index.js';
import { MailLanguage } from '../../identity/index.js';
import { bookingStreamId, decideBooking, initialBooking } from '../booking/booking.decider.js';
import { placesTaken } from '../projections/booking-lists.queries.js';
import { bookingSlot, resolveSlot } from '../shared/booking-input.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { checkCustomerLimits } from '../shared/customer-limits.js';
import { BookingStreams } from '../shared/streams.js';
import { SlotDecisionError } from '../slot-day/slot-day.decider.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { PlaceBookingCommand } from './place-booking.command.js';
import { newRecordId, submissionId } from '../../../core/ids/record-id.js';
import { refuseChangedRetry, requestFingerprint } from '../../../core/http/idempotency.js';

/**
 * Places a booking: the booking's first event and its slot reservation are appended in ONE
 * transaction, so there is never a booking without its slot nor a slot over capacity. A customer's
 * limits (open bookings, one booking per time) are checked in that transaction under the customer's
 * lock, so two requests racing from one account cannot both pass them.
 */
@CommandHandler(PlaceBookingCommand)
export class PlaceBookingHandler implements ICommandHandler<PlaceBookingCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly streams: BookingStreams,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
    private readonly mailLanguage: MailLanguage,
  ) {}

  async execute({ body, customer, idempotencyKey, lang }: PlaceBookingCommand): Promise<PlaceBookingResponse> {
    const place = await resolveSlot(this.catalog, body.branchName, body.bookingDate, body.bookingTime, body.serviceDetails);
    const { branch, date, slot } = place;
    const arabic = await this.catalog.arabicNames({
      branchId: branch.id,
      serviceNames: body.serviceDetails,
      vehicleType: body.vehicleType,
      transmission: body.transmission,
    });
    // A retried submission with the same key maps to the same booking, which already exists.
    const bookingId = idempotencyKey ? submissionId('booking', customer.id, idempotencyKey) : newRecordId();
    const now = new Date();
    const limited = customer.type !== 'admin';
    // A conflict is retried on fresh state: the same key sent twice at once finds its booking made.
    await this.writes.run(lang, async (manager) => {
      // The customer's own bookings queue first: the limits below count them across branches and days.
      const held = limited ? await this.streams.lockCustomerForLimits(manager, customer.id, riyadhDate(now)) : [];
      // A fresh id cannot exist yet; only a keyed retry may find its booking already made.
      const booking = idempotencyKey ? await this.streams.booking(manager, bookingId) : { streamId: bookingStreamId(bookingId), version: 0 };
      if (booking.version > 0) {
        await refuseChangedRetry(manager, booking.streamId, requestFingerprint(body));
        return undefined;
      }
      // Everything about the customer is settled before the branch-day's lock is taken: every booking
      // of a popular day queues on that lock, so it is held only to read the day, decide and append.
      if (limited) {
        checkCustomerLimits({ type: 'PlaceBooking', bookingDate: date, slotMinute: slot.minuteOfDay, now, openLimit: this.config.BOOKING_OPEN_LIMIT }, held);
      }
      // When others are writing this branch-day, a job with a full slot is refused before queueing for its lock,
      // so a rush on one popular slot does not make everyone wait for everyone. Only the decider,
      // under the lock, can say yes.
      const refuseIfFull = async () => {
        const covered = coveredSlots(slot.minuteOfDay, place.job.minutes, place.job.slotLength);
        if (!idempotencyKey && (await placesTaken(manager, branch.id, date, covered)) >= branch.capacity) throw new SlotDecisionError('slotFull');
      };
      const day = await this.slotDays.loadOne(manager, { branchId: branch.id, date }, refuseIfFull);
      // Both sent now and awaited once the booking is decided, so their round trip overlaps the decision
      // instead of lengthening the time every writer of this day waits for its lock. The mail language
      // is written only under the day's lock: a write before it would take the transaction's id early,
      // and the feed orders events by transaction id (see SlotDayToolkit.requireListedBranch).
      const checked = Promise.all([this.slotDays.requireListedBranch(manager, branch.id), this.mailLanguage.follow(manager, customer, lang)]);
      // A refusal decided meanwhile (a full slot) leaves through the throw below, not as an unhandled rejection.
      checked.catch(() => undefined);
      const contact = { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phoneNumber: customer.phoneNumber };
      const reserved = this.slotDays.reserve(day, place, { reservationId: bookingId, bookingId, source: 'booking', waiting: body.waitingStatus === 'Waiting', contact }, now);
      const bookingEvents = decideBooking(
        {
          type: 'PlaceBooking',
          bookingId,
          details: {
            customerId: customer.id,
            ...contact,
            // The booking's mails speak the language it was placed in.
            lang,
            vehicleType: body.vehicleType,
            model: body.model,
            transmission: body.transmission,
            waitingStatus: body.waitingStatus,
            serviceDetails: body.serviceDetails,
            branchId: branch.id,
            branchName: branch.branchName,
            branchNameAr: arabic.branchNameAr,
            serviceDetailsAr: arabic.serviceNamesAr,
            vehicleTypeAr: arabic.vehicleTypeAr,
            transmissionAr: arabic.transmissionAr,
            offer: body.offer ?? '',
            isListed: body.isListed ?? false,
            durationMinutes: place.job.minutes,
          },
          slot: bookingSlot(date, slot, bookingId),
        },
        initialBooking,
      );
      await checked;
      return {
        appends: [{ streamId: booking.streamId, expectedVersion: 'no_stream', events: bookingEvents }, reserved],
        metadata: {
          actorId: customer.id,
          actorRole: customer.type,
          correlationId: idempotencyKey ?? bookingId,
          ...(idempotencyKey ? { requestFingerprint: requestFingerprint(body) } : {}),
        },
        // The slot-day was read under its lock; the booking is new, or was read when its key was given.
        options: { versionsRead: true },
      };
    });
    return { message: BOOKING_MESSAGES.booked[lang], _id: bookingId };
  }
}
