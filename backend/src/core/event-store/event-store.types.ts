import type { ActorRole } from '@dealer/contracts';

export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  actorId?: string;
  actorRole?: ActorRole;
  [key: string]: unknown;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/**
 * A recorded event. Positions and transaction ids are 64-bit (bigint, xid8) and stay decimal text:
 * JavaScript numbers would lose precision, and node-postgres returns both as strings anyway.
 */
export interface StoredEvent<T extends string = string, D = unknown> {
  globalPosition: string;
  transactionId: string;
  streamId: string;
  streamVersion: number;
  type: T;
  data: D;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * What the writer believes about the stream: 'no_stream' (it must not exist yet), 'any' (no check), or
 * the stream's current version. A fresh stream has version 0; its first event gets version 1.
 */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

/** A place in the ordered feed: the (transaction_id, global_position) of the last event read. */
export interface Checkpoint {
  transactionId: string;
  globalPosition: string;
}

export const START: Checkpoint = Object.freeze({ transactionId: '0', globalPosition: '0' });

/**
 * Another writer changed the stream since the caller read it. The caller reloads and decides again
 * (see withConflictRetry). `actual` is the stream's version when known; after a unique violation it is the
 * version the other writer took first.
 */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | undefined,
  ) {
    super(`Stream ${streamId} changed concurrently: expected ${expected}, found ${actual ?? 'a newer version'}`);
    this.name = 'ConcurrencyError';
  }
}
