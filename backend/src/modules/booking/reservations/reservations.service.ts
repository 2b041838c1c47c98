import { BOOKING_MESSAGES, type Lang, type MessageResponse } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import type { NewEvent } from '../../../core/event-store/event-store.types.js';
import { ApiError } from '../../../core/http/api-error.js';
import { CatalogReader } from '../../catalog/catalog-reader/catalog-reader.service.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { projectBookingLists } from '../projections/booking-lists.projection.js';
import { reservationById } from '../projections/booking-lists.queries.js';
import { resolveSlot } from '../shared/booking-input.js';
import { refusalToApiError } from '../shared/booking-refusals.js';
import { slotRules } from '../shared/slot-rules.js';
import { BookingStreams } from '../shared/streams.js';
import { decideSlotDay, evolveSlotDay, slotDayStreamId, type SlotDayEvent } from '../slot-day/slot-day.decider.js';
import type { ReserveSlotBody } from './reserve-slot.request.js';

const BELONGS_TO_BOOKING = {
  en: 'This reservation belongs to a booking: reschedule or cancel the booking instead',
  ar: 'هذا الحجز تابع لحجز عميل: غيّر موعد الحجز أو ألغه بدلاً من ذلك',
};

/** Admin reservations (phone and walk-in customers) through the same engine as bookings. */
@Injectable()
export class ReservationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: EventStore,
    private readonly streams: BookingStreams,
    private readonly catalog: CatalogReader,
    private readonly config: AppConfig,
  ) {}

  async reserve(body: ReserveSlotBody, admin: CustomerEntity, lang: Lang): Promise<MessageResponse & { _id: string }> {
    const reservationId = randomUUID();
    await this.place(reservationId, body, admin, null);
    return { message: BOOKING_MESSAGES.reserved[lang], _id: reservationId };
  }

  /** Moves an admin reservation, keeping its id; the old place is released in the same transaction. */
  async move(reservationId: string, body: ReserveSlotBody, admin: CustomerEntity, lang: Lang): Promise<MessageResponse> {
    await this.place(reservationId, body, admin, await this.adminReservation(reservationId));
    return { message: BOOKING_MESSAGES.reservationUpdated[lang] };
  }

  async release(reservationId: string, admin: CustomerEntity, lang: Lang): Promise<MessageResponse> {
    const current = await this.adminReservation(reservationId);
    await this.write(admin, async (manager) => {
      const day = [...(await this.streams.slotDays(manager, [current])).values()][0]!;
      return [{ streamId: day.streamId, version: day.version, events: decideSlotDay({ type: 'ReleaseSlot', reservationId, reason: 'removed' }, day.state) }];
    });
    return { message: BOOKING_MESSAGES.reservationReleased[lang] };
  }

  private async adminReservation(reservationId: string): Promise<{ branchId: string; date: string }> {
    const current = await reservationById(this.db.manager, reservationId);
    if (!current) throw new ApiError(404, BOOKING_MESSAGES.reservationNotFound);
    if (current.source !== 'admin') throw new ApiError(409, BELONGS_TO_BOOKING);
    return current;
  }

  private async place(reservationId: string, body: ReserveSlotBody, admin: CustomerEntity, from: { branchId: string; date: string } | null): Promise<void> {
    const { branch, date, slot } = await resolveSlot(this.catalog, body.branchName, body.bookingDate, body.bookingTime);
    await this.write(admin, async (manager) => {
      const target = { branchId: branch.id, date };
      const days = await this.streams.slotDays(manager, from ? [from, target] : [target]);
      const out = new Map<string, NewEvent[]>([...days.keys()].map((id) => [id, []]));
      const targetId = slotDayStreamId(branch.id, date);
      let targetState = days.get(targetId)!.state;
      if (from) {
        const fromId = slotDayStreamId(from.branchId, from.date);
        const released = decideSlotDay({ type: 'ReleaseSlot', reservationId, reason: 'moved' }, days.get(fromId)!.state);
        out.get(fromId)!.push(...released);
        if (fromId === targetId) targetState = released.reduce((s, e) => evolveSlotDay(s, e as SlotDayEvent), targetState);
      }
      const { firstName, lastName, email, phoneNumber } = body;
      out.get(targetId)!.push(
        ...decideSlotDay(
          {
            type: 'ReserveSlot',
            reservationId,
            branchId: branch.id,
            branchName: branch.branchName,
            date,
            slotMinute: slot.minuteOfDay,
            timeSlot: slot.timeSlot,
            bookingId: null,
            source: 'admin',
            waiting: false,
            contact: { firstName, lastName, email, phoneNumber },
            rules: slotRules(branch, date, slot.minuteOfDay, new Date(), this.config.BOOKING_HORIZON_DAYS),
          },
          targetState,
        ),
      );
      return [...days.values()].map((day) => ({ streamId: day.streamId, version: day.version, events: out.get(day.streamId)! }));
    });
  }

  private async write(admin: CustomerEntity, decide: (manager: EntityManager) => Promise<{ streamId: string; version: number; events: NewEvent[] }[]>): Promise<void> {
    try {
      await this.db.transaction(async (manager) => {
        const appends = (await decide(manager)).map((a) => ({ streamId: a.streamId, expectedVersion: a.version, events: a.events }));
        const stored = await this.store.append(appends, { actorId: admin.id, actorRole: 'admin', correlationId: randomUUID() }, manager, { savepoint: false });
        await projectBookingLists(manager, stored);
      });
    } catch (error) {
      throw refusalToApiError(error, this.config.BOOKING_HORIZON_DAYS);
    }
  }
}
