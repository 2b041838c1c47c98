import { BOOKING_MESSAGES, coveredSlots } from '@dealer/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config.js';
import { ApiError } from '../../../core/http/api-error.js';
import type { NewEvent, StreamAppend } from '../../../core/event-store/event-store.types.js';
import { FoldedStreams } from '../../../core/event-store/folded-streams.js';
import { queryPrepared } from '../../../core/database/prepared-query.js';
import type { LoadedStream } from '../../../core/event-store/stream-loader.js';
import type { BranchFacts, CatalogSnapshot, SlotFacts } from '../../catalog/index.js';
import { slotRules } from '../shared/slot-rules.js';
import {
  decideSlotDay,
  evolveSlotDay,
  initialSlotDay,
  slotDayOf,
  slotDayStreamId,
  type ReleaseReason,
  type SlotDayEvent,
  type SlotDayState,
  type SlotReservation,
} from './slot-day.decider.js';
import { decideWaitlist, withOffers, type OfferContext, type WaitlistCommand } from './waitlist.decider.js';
import { newRecordId } from '../../../core/ids/record-id.js';

export type SlotDay = LoadedStream<SlotDayState>;

/** A branch and Riyadh date: the key of one slot-day stream. */
export interface DayRef {
  branchId: string;
  date: string;
}

/** A job's length: its minutes and the grid's slot length, which together give the slots it covers. */
export interface JobLength {
  minutes: number;
  slotLength: number;
}

/** A slot as the catalog resolved it (see resolveSlot), and how long the work there takes. */
export interface SlotPlace {
  branch: BranchFacts;
  date: string;
  slot: SlotFacts;
  job: JobLength;
}

/** Who takes a place: everything a reservation records besides the place itself. */
export type SlotHolder = Pick<SlotReservation, 'reservationId' | 'bookingId' | 'source' | 'waiting' | 'contact'>;

/**
 * Reserving, releasing and moving places on slot-days, for bookings and admin reservations alike: the
 * slot-days are loaded under their locks, and each decision comes back as the append of its day.
 */
@Injectable()
export class SlotDayToolkit {
  /** Branch-days folded once and followed since: a busy day is not folded whole by every booking. */
  private readonly folded = new FoldedStreams<SlotDayState, SlotDayEvent>(evolveSlotDay, initialSlotDay, 5_000);

  constructor(private readonly config: AppConfig) {}

  /**
   * Loads slot-days under transaction-scoped advisory locks, in a fixed order so two transactions
   * never wait on each other. Writers of one branch-day queue instead of racing and retrying; the
   * stream's version check stays as the guarantee.
   */
  async load(
    manager: EntityManager,
    days: DayRef[],
    /** Runs only when another writer holds a day's lock, before waiting for it (e.g. to refuse early). */
    beforeWaiting?: () => Promise<void>,
  ): Promise<Map<string, SlotDay>> {
    const streamIds = [...new Set(days.map((d) => slotDayStreamId(d.branchId, d.date)))].sort();
    const loaded = new Map<string, SlotDay>();
    for (const streamId of streamIds) {
      // Uncontended, the lock and the day's new events come in one round trip.
      const day = await this.folded.tryLockAndLoad(manager, streamId);
      if (day) {
        loaded.set(streamId, day);
        continue;
      }
      await beforeWaiting?.();
      loaded.set(streamId, await this.folded.lockAndLoad(manager, streamId));
    }
    return loaded;
  }

  async loadOne(manager: EntityManager, day: DayRef, beforeWaiting?: () => Promise<void>): Promise<SlotDay> {
    return dayOf(await this.load(manager, [day], beforeWaiting), day);
  }

  /**
   * For a write that adds to a day (a booking, a reservation, a waitlist entry or hold), once the day's
   * lock is held: the branch is still listed. The branch was found in the catalog before the lock, and
   * deleting a branch takes every one of its days' locks before it counts what is left there
   * (catalog/locations/branch-deletion.store.ts), so a write that waited behind a delete finds the
   * branch gone here instead of landing on it. KEY SHARE keeps the row until this write commits.
   * Only after the day's lock: a row lock takes the transaction's id, and the store orders events by
   * their transactions' ids, so a write that took one before queueing for the lock could order its
   * events before those of writers it queued behind (the concurrency test's replay catches that).
   */
  async requireListedBranch(manager: EntityManager, branchId: string): Promise<void> {
    const rows = await queryPrepared(manager, 'SELECT 1 FROM locations WHERE id = $1 FOR KEY SHARE', [branchId]);
    if (rows.length === 0) throw new ApiError(400, BOOKING_MESSAGES.unknownBranch);
  }

  /** Takes a place for the holder, judged by the branch's rules at `now`. */
  reserve(day: SlotDay, place: SlotPlace, holder: SlotHolder, now: Date): StreamAppend {
    return appendTo(day, this.reserveEvents(day.state, place, holder, now));
  }

  /** Gives a place back; the waitlist's first in line that fits gets it held in the same append. */
  release(day: SlotDay, reservationId: string, reason: ReleaseReason, catalog: CatalogSnapshot, now: Date): StreamAppend {
    return this.decideWaitlist(day, { type: 'ReleaseAndOffer', reservationId, reason }, catalog, now);
  }

  /** A waitlist decision on a loaded day, as its append. */
  decideWaitlist(day: SlotDay, command: WaitlistCommand, catalog: CatalogSnapshot, now: Date): StreamAppend {
    return appendTo(day, decideWaitlist(command, day.state, this.offerContext(catalog, day.streamId, now)));
  }

  /**
   * What the waitlist decider needs of the branch: its grid and rules at `now`. The catalog is a snapshot
   * taken before the transaction (see resolveSlotIn); a branch it no longer knows offers nothing.
   */
  offerContext(catalog: CatalogSnapshot, streamId: string, now: Date): OfferContext {
    const day = slotDayOf(streamId);
    const branch = day && catalog.branches.find((b) => b.id === day.branchId);
    return {
      now,
      holdMinutes: this.config.WAITLIST_HOLD_MINUTES,
      starts: branch ? [...catalog.slots].sort((a, b) => a.minuteOfDay - b.minuteOfDay).map((s) => ({ minute: s.minuteOfDay, timeSlot: s.timeSlot })) : [],
      rulesFor: (slotMinute, minutes) => slotRules(branch!, day!.date, slotMinute, now, this.config.BOOKING_HORIZON_DAYS, minutes),
      newHoldId: newRecordId,
    };
  }

  /**
   * Gives a place back and takes another in the same write. On the same day the new place is judged
   * after the old one is gone, in one append; across days the release comes first, for writers that
   * keep the order they were given (a reservation that keeps its id is given back before it is taken).
   */
  move(
    days: Map<string, SlotDay>,
    from: DayRef & { reservationId: string },
    reason: ReleaseReason,
    to: SlotPlace,
    holder: SlotHolder,
    catalog: CatalogSnapshot,
    now: Date,
  ): StreamAppend[] {
    const fromDay = dayOf(days, from);
    const toDay = dayOf(days, { branchId: to.branch.id, date: to.date });
    const released = decideSlotDay({ type: 'ReleaseSlot', reservationId: from.reservationId, reason }, fromDay.state);
    if (fromDay === toDay) {
      // The line is offered what the move left free, after the new place is taken.
      const afterRelease = released.reduce(evolveSlotDay, fromDay.state);
      const moved = [...released, ...this.reserveEvents(afterRelease, to, holder, now)];
      return [appendTo(fromDay, withOffers(fromDay.state, moved, this.offerContext(catalog, fromDay.streamId, now)))];
    }
    return [this.release(fromDay, from.reservationId, reason, catalog, now), this.reserve(toDay, to, holder, now)];
  }

  private reserveEvents(state: SlotDayState, { branch, date, slot, job }: SlotPlace, holder: SlotHolder, now: Date): SlotDayEvent[] {
    return decideSlotDay(
      {
        type: 'ReserveSlot',
        reservationId: holder.reservationId,
        branchId: branch.id,
        branchName: branch.branchName,
        date,
        slotMinute: slot.minuteOfDay,
        timeSlot: slot.timeSlot,
        slotMinutes: coveredSlots(slot.minuteOfDay, job.minutes, job.slotLength),
        bookingId: holder.bookingId,
        source: holder.source,
        waiting: holder.waiting,
        contact: holder.contact,
        rules: slotRules(branch, date, slot.minuteOfDay, now, this.config.BOOKING_HORIZON_DAYS, job.minutes),
      },
      state,
    );
  }
}

/** The loaded slot-day of a branch and date. */
export function dayOf(days: Map<string, SlotDay>, { branchId, date }: DayRef): SlotDay {
  const day = days.get(slotDayStreamId(branchId, date));
  if (!day) throw new Error(`Slot-day ${slotDayStreamId(branchId, date)} was not loaded`);
  return day;
}

function appendTo(day: SlotDay, events: NewEvent[]): StreamAppend {
  return { streamId: day.streamId, expectedVersion: day.version, events };
}
