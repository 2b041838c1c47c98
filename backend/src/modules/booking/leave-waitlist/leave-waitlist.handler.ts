import { WAITLIST_MESSAGES, type MessageResponse } from '@dealer/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../core/http/api-error.js';
import { CatalogReader } from '../../catalog/index.js';
import { waitlistEntryRef } from '../projections/waitlist.queries.js';
import { BookingWrites } from '../shared/booking-writes.js';
import { SlotDayToolkit } from '../slot-day/slot-day.toolkit.js';
import { LeaveWaitlistCommand } from './leave-waitlist.command.js';

/** Leaving the line; a place held for the entry is released and offered to the next in the same append. */
@CommandHandler(LeaveWaitlistCommand)
export class LeaveWaitlistHandler implements ICommandHandler<LeaveWaitlistCommand> {
  constructor(
    private readonly writes: BookingWrites,
    private readonly slotDays: SlotDayToolkit,
    private readonly catalog: CatalogReader,
  ) {}

  async execute({ entryId, caller, lang }: LeaveWaitlistCommand): Promise<MessageResponse> {
    const catalog = await this.catalog.cached();
    await this.writes.run(lang, async (manager) => {
      const ref = await waitlistEntryRef(manager, entryId);
      // Another customer's entry is answered like a missing one.
      if (!ref || ref.customerId !== caller.id) throw new ApiError(404, WAITLIST_MESSAGES.entryNotFound);
      const day = await this.slotDays.loadOne(manager, ref);
      return {
        appends: [this.slotDays.decideWaitlist(day, { type: 'LeaveWaitlist', entryId, customerId: caller.id }, catalog, new Date())],
        metadata: { actorId: caller.id, actorRole: caller.type, correlationId: randomUUID() },
        options: { versionsRead: true },
      };
    });
    return { message: WAITLIST_MESSAGES.left[lang] };
  }
}
