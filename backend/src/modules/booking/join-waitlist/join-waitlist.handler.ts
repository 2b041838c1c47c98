import { WAITLIST_ENTRY_LIMIT, WAITLIST_MESSAGES, type JoinWaitlistResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../core/http/api-error.js';
import { CatalogReader } from '../../catalog/index.js';
import { MailLanguage } from '../../identity/index.js';
import { openEntriesOf } from '../projections/waitlist.queries.js';
import { resolveSlotIn } from '../shared/booking-input.js';
import { withValue } from '../shared/booking-refusals.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { BookingStreams } from '../shared/streams.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { JoinWaitlistCommand } from './join-waitlist.command.js';
import { newRecordId } from '../../../core/ids/record-id.js';

/**
 * Joins the line of a branch-day, decided on that day's stream: refused while a start in the window is
 * free (book it instead) or when the customer already waits there. The customer's entries across days
 * are counted under the customer's lock, as their bookings are.
 */
@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly streams: BookingStreams,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
    private readonly mailLanguage: MailLanguage,
  ) {}

  async execute({ body, customer, lang }: JoinWaitlistCommand): Promise<JoinWaitlistResponse> {
    const snapshot = await this.catalog.cached();
    const branch = await this.catalog.findCachedBranch(body.branchName);
    const first = resolveSlotIn(snapshot, branch?.id ?? body.branchName, body.bookingDate, body.windowStart, body.serviceDetails);
    const last = resolveSlotIn(snapshot, first.branch.id, body.bookingDate, body.windowEnd, body.serviceDetails);
    if (first.slot.minuteOfDay > last.slot.minuteOfDay) {
      throw new ApiError(400, WAITLIST_MESSAGES.badWindow, { errors: [{ field: 'windowEnd', message: WAITLIST_MESSAGES.badWindow[lang] }] });
    }
    // Services are taken as a booking takes them: their durations decide the job's length.
    const services = body.serviceDetails;
    const arabic = await this.catalog.arabicNames({ branchId: first.branch.id, serviceNames: services, vehicleType: body.vehicleType, transmission: body.transmission });
    const entryId = newRecordId();
    const now = new Date();
    await this.writes.run(lang, async (manager) => {
      await this.streams.lockCustomer(manager, customer.id);
      if ((await openEntriesOf(manager, customer.id)) >= WAITLIST_ENTRY_LIMIT) {
        throw new ApiError(409, withValue(WAITLIST_MESSAGES.entryLimit, 'limit', WAITLIST_ENTRY_LIMIT));
      }
      const day = await this.slotDays.loadOne(manager, { branchId: first.branch.id, date: first.date });
      await this.slotDays.requireListedBranch(manager, first.branch.id);
      // The mail language is written once the day's lock is held: a write before it would take the
      // transaction's id early, and the feed orders events by transaction id (see SlotDayToolkit.requireListedBranch).
      await this.mailLanguage.follow(manager, customer, lang);
      const contact = { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phoneNumber: customer.phoneNumber };
      const entry = {
        entryId,
        customerId: customer.id,
        branchId: first.branch.id,
        branchName: first.branch.branchName,
        branchNameAr: arabic.branchNameAr,
        date: first.date,
        windowStart: first.slot.minuteOfDay,
        windowEnd: last.slot.minuteOfDay,
        windowStartLabel: first.slot.timeSlot,
        windowEndLabel: last.slot.timeSlot,
        minutes: first.job.minutes,
        slotLength: first.job.slotLength,
        contact,
        lang,
        booking: {
          vehicleType: body.vehicleType,
          model: body.model,
          transmission: body.transmission,
          waitingStatus: body.waitingStatus,
          serviceDetails: services,
          serviceDetailsAr: arabic.serviceNamesAr,
          vehicleTypeAr: arabic.vehicleTypeAr,
          transmissionAr: arabic.transmissionAr,
          offer: body.offer ?? '',
          isListed: body.isListed ?? false,
        },
        joinedAt: now.toISOString(),
      };
      return {
        appends: [this.slotDays.decideWaitlist(day, { type: 'JoinWaitlist', entry }, snapshot, now)],
        metadata: { actorId: customer.id, actorRole: customer.type, correlationId: entryId },
        options: { versionsRead: true },
      };
    });
    return { message: WAITLIST_MESSAGES.joined[lang], _id: entryId };
  }
}
