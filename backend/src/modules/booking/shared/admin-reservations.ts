import { BOOKING_MESSAGES } from '@dealer/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ConcurrencyError, type StreamAppend } from '../../../core/event-store/event-store.types.js';
import { ApiError } from '../../../core/http/api-error.js';
import { assertWorksAtBranch, type Actor } from '../../identity/index.js';
import { reservationById } from '../projections/booking-lists.queries.js';
import type { Decision } from './booking-writes.js';
import type { SlotContact } from '../slot-day/slot-day.decider.js';
import type { DayRef, SlotDay, SlotHolder } from '../slot-day/slot-day.toolkit.js';

const BELONGS_TO_BOOKING = {
  en: 'This reservation belongs to a booking: reschedule or cancel the booking instead',
  ar: 'هذا الحجز تابع لحجز عميل: غيّر موعد الحجز أو ألغه بدلاً من ذلك',
};

/**
 * The day of an admin reservation as the list shows it, for a writer who works at its branch; a
 * booking's reservation changes with its booking only. The branch is judged first, so staff learn
 * nothing about another branch's reservations (not even whether one is a booking's).
 */
export async function adminReservation(manager: EntityManager, reservationId: string, writer: Actor): Promise<DayRef> {
  const current = await reservationById(manager, reservationId);
  if (!current) throw new ApiError(404, BOOKING_MESSAGES.reservationNotFound);
  assertWorksAtBranch(writer, current.branchId);
  if (current.source !== 'admin') throw new ApiError(409, BELONGS_TO_BOOKING);
  return { branchId: current.branchId, date: current.date };
}

/**
 * A reservation the list showed on this day, gone from the day by the time its lock was ours:
 * another admin moved or removed it meanwhile. A conflict, so the attempt runs again from the list as
 * it is now (404 if removed, the new place if moved).
 */
export function checkStillHeld(day: SlotDay, reservationId: string): void {
  if (!day.state.reservations[reservationId]) throw new ConcurrencyError(day.streamId, day.version, day.version);
}

/** A phone or walk-in customer an admin holds a place for. */
export function adminHolder(reservationId: string, { firstName, lastName, email, phoneNumber }: SlotContact): SlotHolder {
  return { reservationId, bookingId: null, source: 'admin', waiting: false, contact: { firstName, lastName, email, phoneNumber } };
}

/**
 * An admin's (or branch staff's) write of slot-days, recorded under the writer's role. Every slot-day
 * was read under its lock, so the events may go in the order decided: a move gives its place back
 * before it takes the new one, in the lists and in the feed.
 */
export function adminDecision(admin: Actor, appends: StreamAppend[]): Decision {
  return { appends, metadata: { actorId: admin.id, actorRole: admin.type, correlationId: randomUUID() }, options: { inGivenOrder: true } };
}
