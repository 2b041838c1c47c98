import { BOOKING_MESSAGES, type ListResponse, type ReservationRow } from '@dealer/contracts';
import { Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Endpoint, ResourceController } from '../../../core/http/endpoint.decorators.js';
import { ApiError } from '../../../core/http/api-error.js';
import { parseBookingDate } from '../../../core/time/riyadh-time.js';
import { CatalogReader } from '../../catalog/index.js';
import { branchScope, CurrentActor, StaffOrAdmin, type Actor } from '../../identity/index.js';
import { reservationRows, takenPerSlot } from '../projections/booking-lists.queries.js';

/** The spec's managed time slots: booked slots of a day, and the admin's Reserved Slots tab. */
@ResourceController('managetimeslots')
export class ListReservationsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalog: CatalogReader,
  ) {}

  @Endpoint('GET', undefined, { access: StaffOrAdmin(), summary: "Every reservation, with who made it (admin); branch staff get their branches' only" })
  async all(@CurrentActor() caller: Actor): Promise<ListResponse<ReservationRow>> {
    return { data: await reservationRows(this.db.manager, branchScope(caller)) };
  }

  @Endpoint('GET', ':date/:branchName', { summary: 'Booked slots of a branch on a date (MM_DD_YYYY or YYYY-MM-DD); times only, no names' })
  async booked(@Param('date') dateParam: string, @Param('branchName') branchName: string): Promise<ListResponse<{ bookingDate: string; bookingTime: string; branchName: string }>> {
    const date = parseBookingDate(dateParam);
    if (!date) throw new ApiError(400, BOOKING_MESSAGES.badDate);
    const branch = await this.catalog.findBranch(branchName);
    if (!branch) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
    // One row per taken place, as the spec's client subtracts them from the slot list; a long job
    // takes a place in each slot it covers.
    const labels = new Map((await this.catalog.timeSlots()).map((s) => [s.minuteOfDay, s.timeSlot]));
    const taken = (await takenPerSlot(this.db.manager, branch.id, date)).filter((t) => labels.has(t.slotMinute));
    return { data: taken.flatMap((t) => Array.from({ length: t.taken }, () => ({ bookingDate: date, bookingTime: labels.get(t.slotMinute)!, branchName: branch.branchName }))) };
  }
}
