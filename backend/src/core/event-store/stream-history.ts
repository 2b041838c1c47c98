import type { BookingEventRow, CustomerType } from '@dealer/contracts';
import type { EntityManager } from 'typeorm';
import type { EventStore } from './event-store.js';

/**
 * Who asks to read a history: an admin reads any, a customer only a stream of theirs, and anyone the
 * stream's module has let in already (`allowed`: branch staff reading a booking of their branch).
 */
export interface HistoryReader {
  id: string;
  type: CustomerType;
  allowed?: boolean;
}

/** A history line with the account that recorded it, for the route to name (see identity's Actors.named). */
export type HistoryEvent = BookingEventRow & { actorId?: string };

/**
 * A customer's stream (a booking, a claim) as its history shows it, oldest first, or null when there is
 * no such stream or the reader may not see it. The stream's first event names its customer.
 */
export async function readHistory(store: EventStore, streamId: string, reader: HistoryReader, manager?: EntityManager): Promise<HistoryEvent[] | null> {
  const { events } = await store.readStream(streamId, manager);
  const owner = (events[0]?.data as { customerId?: string } | undefined)?.customerId;
  if (!owner || (!reader.allowed && reader.type !== 'admin' && owner !== reader.id)) return null;
  return events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, recordedAt: new Date(e.recordedAt).toISOString(), actorRole: e.metadata.actorRole, actorId: e.metadata.actorId }));
}
