import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { ApiError } from '../http/api-error.js';
import { ConcurrencyError } from './event-store.types.js';

/** Attempts after the first; each conflict means another writer landed, so a few always suffice in practice. */
export const CONFLICT_RETRIES = 5;

/**
 * Runs a load-decide-append attempt again when another writer got to one of its streams first. Each
 * attempt must reload its state and decide on it afresh: the decider then answers what the world is
 * now (e.g. "already cancelled"). Still conflicting after the last retry, the caller gets a 409 that
 * asks to try again, never a 500. Jitter keeps writers that collided from colliding again in step.
 */
export async function withConflictRetry<T>(attempt: () => Promise<T>, { retries = CONFLICT_RETRIES }: { retries?: number } = {}): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (failures >= retries) throw new ApiError(409, 'changedConcurrently');
      await sleep(Math.random() * Math.min(100, 5 * 2 ** failures));
    }
  }
}

/**
 * A version conflict, or PostgreSQL giving up on a transaction for a reason a rerun removes
 * (serialization failure, deadlock): nothing was written, so running again is safe.
 */
export function isConflict(error: unknown): boolean {
  if (error instanceof ConcurrencyError) return true;
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as Partial<DatabaseError>).code;
  return code === '40001' || code === '40P01';
}
