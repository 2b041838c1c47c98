import type { ChainableCommander } from 'ioredis';
import { START, type Checkpoint, type StoredEvent } from '../../../core/event-store/event-store.types.js';
import { plusDays, riyadhDate, riyadhInstant } from '../../../core/time/riyadh-time.js';
import { coveredMinutes, slotDayOf, type SlotDayEvent } from '../slot-day/slot-day.decider.js';

/**
 * The Redis availability projection (ARCHITECTURE §6): taken places per slot of each branch-day, fed
 * from the ordered event feed. This file holds what the live projector and the rebuild share: key
 * names, the fold of a batch of slot events into per-day changes, and how those changes are written.
 */

/** A day stays this long after its date: late changes to it still find their reservations. */
export const RETENTION_DAYS = 7;

/**
 * Checkpoint value while a rebuild runs. It has no expiry on purpose: a rebuild that died half way
 * leaves the projection incomplete, and the marker keeps the projector off it and the API on PostgreSQL
 * until the rebuild is run again.
 */
export const REBUILDING = 'rebuilding';

export interface SlotDay {
  branchId: string;
  date: string;
}

export interface AvailabilityKeys {
  /** Hash slot minute -> taken places; a reservation counts in every slot its job covers. */
  taken(day: SlotDay): string;
  /** Hash reservation id -> the slot minutes it covers (see encodeMinutes), so a release knows which slots to give back. */
  reservations(day: SlotDay): string;
  /** The feed position handled so far, or REBUILDING. Written in the same MULTI as the counts. */
  checkpoint: string;
  /** Pub/sub channel: the branch-days each batch changed (see changeMessage). */
  changes: string;
  /** SCAN patterns matching every key of the projection, the checkpoint included. */
  patterns: string[];
}

export function availabilityKeys(prefix: string): AvailabilityKeys {
  return {
    taken: (day) => `${prefix}:avail:${day.branchId}:${day.date}`,
    reservations: (day) => `${prefix}:avail-res:${day.branchId}:${day.date}`,
    checkpoint: `${prefix}:avail:checkpoint`,
    changes: `${prefix}:avail-changes`,
    patterns: [`${prefix}:avail:*`, `${prefix}:avail-res:*`],
  };
}

export function dayKey(day: SlotDay): string {
  return `${day.branchId}:${day.date}`;
}

export function encodeCheckpoint(checkpoint: Checkpoint): string {
  return `${checkpoint.transactionId}:${checkpoint.globalPosition}`;
}

/** Null for a missing checkpoint or the rebuild marker: then the projection is not to be trusted. */
export function decodeCheckpoint(value: string | null): Checkpoint | null {
  const match = value ? /^(\d+):(\d+)$/.exec(value) : null;
  return match ? { transactionId: match[1]!, globalPosition: match[2]! } : null;
}

export const START_VALUE = encodeCheckpoint(START);

/** Days older than this (Riyadh) are expired in Redis: their events are skipped, not written. */
export function oldestLiveDate(now: Date): string {
  return plusDays(riyadhDate(now), -RETENTION_DAYS);
}

/** Where a reservation was counted: releases and moves refer to it by id within its day. */
export function reservationRef(day: SlotDay, reservationId: string): string {
  return `${dayKey(day)}|${reservationId}`;
}

/**
 * A reservation's covered minutes as kept in Redis: comma-separated, so a value written before jobs
 * had durations (one minute) still reads back.
 */
export function encodeMinutes(minutes: readonly number[]): string {
  return minutes.join(',');
}

export function decodeMinutes(value: string): number[] {
  return value.split(',').map(Number);
}

export interface DayChange {
  day: SlotDay;
  /** Net change of taken places per slot minute. */
  taken: Map<number, number>;
  /** Reservations to remember (id -> the slot minutes it covers). */
  reserved: Map<string, number[]>;
  /** Reservations to forget. */
  released: Set<string>;
}

interface SlotEvent {
  day: SlotDay;
  /** Only reservations count places: a hold is one (source 'hold'), its waitlist events change no count. */
  event: Extract<SlotDayEvent, { type: 'SlotReserved' | 'SlotReleased' }>;
}

/** What the fold reads of a stored event (the rebuild fetches no more). */
export type SlotEventRow = Pick<StoredEvent, 'streamId' | 'type' | 'data'>;

function liveSlotEvents(events: readonly SlotEventRow[], liveFrom: string): SlotEvent[] {
  const out: SlotEvent[] = [];
  for (const stored of events) {
    if (stored.type !== 'SlotReserved' && stored.type !== 'SlotReleased') continue;
    const day = slotDayOf(stored.streamId);
    if (day && day.date >= liveFrom) out.push({ day, event: { type: stored.type, data: stored.data } as SlotEvent['event'] });
  }
  return out;
}

/**
 * The releases whose reservation the batch did not make itself: their slot minutes must be read from
 * Redis (or the rebuild's memory) before folding.
 */
export function releasesToLookUp(events: readonly SlotEventRow[], liveFrom: string): { day: SlotDay; reservationId: string }[] {
  return liveSlotEvents(events, liveFrom)
    .filter(({ event }) => event.type === 'SlotReleased')
    .map(({ day, event }) => ({ day, reservationId: event.data.reservationId }));
}

/**
 * Folds a batch, in feed order, into one change per branch-day. `known` maps reservationRef()s made
 * before the batch to the slot minutes they cover. A moved admin reservation keeps its id, and one transaction's
 * events come sorted by stream id, so a reservation is always looked up within its own day.
 */
export function foldSlotEvents(events: readonly SlotEventRow[], known: ReadonlyMap<string, readonly number[]>, liveFrom: string): Map<string, DayChange> {
  const changes = new Map<string, DayChange>();
  for (const { day, event } of liveSlotEvents(events, liveFrom)) {
    const key = dayKey(day);
    let change = changes.get(key);
    if (!change) changes.set(key, (change = { day, taken: new Map(), reserved: new Map(), released: new Set() }));
    const id = event.data.reservationId;
    if (event.type === 'SlotReserved') {
      const minutes = coveredMinutes(event.data);
      change.reserved.set(id, minutes);
      change.released.delete(id);
      for (const minute of minutes) bump(change.taken, minute, 1);
    } else {
      const minutes = change.reserved.get(id) ?? known.get(reservationRef(day, id));
      // Unknown: the reservation's day had already expired when it was made, so it was never counted.
      for (const minute of minutes ?? []) bump(change.taken, minute, -1);
      change.reserved.delete(id);
      change.released.add(id);
    }
  }
  return changes;
}

function bump(counts: Map<number, number>, minute: number, by: number): void {
  counts.set(minute, (counts.get(minute) ?? 0) + by);
}

/** Queues the writes of a batch on a MULTI (live projector) or a pipeline (rebuild). */
export function writeDayChanges(chain: ChainableCommander, keys: AvailabilityKeys, changes: Iterable<DayChange>): void {
  for (const { day, taken, reserved, released } of changes) {
    const takenKey = keys.taken(day);
    const reservationsKey = keys.reservations(day);
    for (const [minute, delta] of taken) if (delta !== 0) chain.hincrby(takenKey, String(minute), delta);
    if (released.size > 0) chain.hdel(reservationsKey, ...released);
    if (reserved.size > 0) chain.hset(reservationsKey, Object.fromEntries([...reserved].map(([id, minutes]) => [id, encodeMinutes(minutes)])));
    const expireAt = Math.floor(riyadhInstant(plusDays(day.date, RETENTION_DAYS + 1), 0).getTime() / 1000);
    chain.expireat(takenKey, expireAt);
    chain.expireat(reservationsKey, expireAt);
  }
}

/** The change message: the branch-days a batch touched, as a JSON array of {branchId, date}. */
export function changeMessage(days: Iterable<SlotDay>): string {
  return JSON.stringify([...days].map(({ branchId, date }) => ({ branchId, date })));
}

export function parseChangeMessage(message: string): SlotDay[] {
  let days: unknown;
  try {
    days = JSON.parse(message);
  } catch {
    return [];
  }
  return Array.isArray(days)
    ? days.filter((day): day is SlotDay => typeof day?.branchId === 'string' && typeof day?.date === 'string')
    : [];
}

/** Remembers the reservations a fold made and forgets those it released (the rebuild's memory). */
export function applyToKnown(known: Map<string, readonly number[]>, changes: Iterable<DayChange>): void {
  for (const { day, reserved, released } of changes) {
    for (const id of released) known.delete(reservationRef(day, id));
    for (const [id, minutes] of reserved) known.set(reservationRef(day, id), minutes);
  }
}
