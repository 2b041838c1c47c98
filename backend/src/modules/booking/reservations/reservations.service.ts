import { BOOKING_MESSAGES, type Lang, type MessageResponse } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { EventStore } from '../../../core/event-store/event-store.js';
import { withConflictRetry } from '../../../core/event-store/conflict-retry.js';
import { ConcurrencyError, type NewEvent } from '../../../core/event-store/event-store.types.js';
import { ApiError } from '../../../core/http/api-error.js';
import { CatalogReader } from '../../catalog/catalog-reader/catalog-reader.service.js';
import type { CustomerEntity } from '../../identity/shared/customer.entity.js';
import { projectBookingLists } from '../projections/booking-lists.projection.js';
import { reservationById } from '../projections/booking-lists.queries.js';
import { resolveSlot } from '../shared/booking-input.js';
import { refusalToApiError } from '../shared/booking-refusals.js';
import { slotRules } from '../shared/slot-rules.js';
import { BookingStreams, type Loaded } from '../shared/streams.js';
import { decideSlotDay, evolveSlotDay, slotDayStreamId, type SlotDayEvent, type SlotDayState } from '../slot-day/slot-day.decider.js';
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
    await this.place(reservationId, body, admin, false, lang);
    return { message: BOOKING_MESSAGES.reserved[lang], _id: reservationId };
  }

  /** Moves an admin reservation, keeping its id; the old place is released in the same transaction. */
  async move(reservationId: string, body: ReserveSlotBody, admin: CustomerEntity, lang: Lang): Promise<MessageResponse> {
    await this.place(reservationId, body, admin, true, lang);
    return { message: BOOKING_MESSAGES.reservationUpdated[lang] };
  }

  async release(reservationId: string, admin: CustomerEntity, lang: Lang): Promise<MessageResponse> {
    await this.write(admin, async (manager) => {
      const current = await this.adminReservation(manager, reservationId);
      const day = [...(await this.streams.slotDays(manager, [current])).values()][0]!;
      return [{ streamId: day.streamId, version: day.version, events: releaseFound(reservationId, 'removed', day) }];
    }, lang);
    return { message: BOOKING_MESSAGES.reservationReleased[lang] };
  }

  private async adminReservation(manager: EntityManager, reservationId: string): Promise<{ branchId: string; date: string }> {
    const current = await reservationById(manager, reservationId);
    if (!current) throw new ApiError(404, BOOKING_MESSAGES.reservationNotFound);
    if (current.source !== 'admin') throw new ApiError(409, BELONGS_TO_BOOKING);
    return current;
  }

  private async place(reservationId: string, body: ReserveSlotBody, admin: CustomerEntity, moving: boolean, lang: Lang): Promise<void> {
    const { branch, date, slot } = await resolveSlot(this.catalog, body.branchName, body.bookingDate, body.bookingTime);
    await this.write(admin, async (manager) => {
      const from = moving ? await this.adminReservation(manager, reservationId) : null;
      const target = { branchId: branch.id, date };
      const days = await this.streams.slotDays(manager, from ? [from, target] : [target]);
      const targetId = slotDayStreamId(branch.id, date);
      const fromId = from ? slotDayStreamId(from.branchId, from.date) : null;
      const out = new Map<string, NewEvent[]>();
      let targetState = days.get(targetId)!.state;
      if (fromId) {
        const released = releaseFound(reservationId, 'moved', days.get(fromId)!);
        out.set(fromId, released);
        if (fromId === targetId) targetState = released.reduce((s, e) => evolveSlotDay(s, e as SlotDayEvent), targetState);
      }
      const { firstName, lastName, email, phoneNumber } = body;
      const reserved = decideSlotDay(
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
      );
      out.set(targetId, [...(out.get(targetId) ?? []), ...reserved]);
      // The release goes first (the map keeps insertion order): the reservation keeps its id, so its
      // new place may only be taken once the old one is given back, in the lists and in the feed.
      return [...out].map(([streamId, events]) => ({ streamId, version: days.get(streamId)!.version, events }));
    }, lang);
  }

  /** Decides and appends in one transaction, retried on fresh state when another admin got there first. */
  private async write(admin: CustomerEntity, decide: (manager: EntityManager) => Promise<{ streamId: string; version: number; events: NewEvent[] }[]>, lang: Lang): Promise<void> {
    try {
      await withConflictRetry(() =>
        this.db.transaction(async (manager) => {
          const appends = (await decide(manager)).map((a) => ({ streamId: a.streamId, expectedVersion: a.version, events: a.events }));
          // Every slot-day was read under its lock, so the events may go in the order decided.
          const stored = await this.store.append(appends, { actorId: admin.id, actorRole: 'admin', correlationId: randomUUID() }, manager, { savepoint: false, inGivenOrder: true });
          await projectBookingLists(manager, stored);
        }),
      );
    } catch (error) {
      throw refusalToApiError(error, this.config, lang);
    }
  }
}

/**
 * Releases a reservation the list showed on this day. Gone from the day by the time its lock was
 * ours, another admin moved or removed it meanwhile: a conflict, so the attempt runs again from the
 * list as it is now (404 if removed, the new place if moved).
 */
function releaseFound(reservationId: string, reason: 'moved' | 'removed', day: Loaded<SlotDayState>): NewEvent[] {
  if (!day.state.reservations[reservationId]) throw new ConcurrencyError(day.streamId, day.version, day.version);
  return decideSlotDay({ type: 'ReleaseSlot', reservationId, reason }, day.state);
}
