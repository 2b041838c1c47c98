import { v7 as uuidv7 } from 'uuid';

/**
 * A form a logged-out visitor filled in, kept in the browser until they log in (spec section 4: the
 * pending booking and the pending warranty claim), with the Idempotency-Key of its submission.
 */
export interface PendingSubmission<V> {
  values: V;
  /** Kept with the copy so a resubmission after a lost answer is recognised by the server. */
  idempotencyKey: string;
  savedAt: string;
}

/** The subset of Storage used here, so tests can pass a plain object. */
export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = (value: unknown): value is string => typeof value === 'string';

/** The saved copy under `key`, if it is readable; anything else is treated as none. */
export function readPending<V>(storage: PendingStorage, key: string, readValues: (raw: unknown) => V | null): PendingSubmission<V> | null {
  const stored = storage.getItem(key);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, idempotencyKey, savedAt } = parsed as Record<string, unknown>;
    const form = readValues(values);
    if (!form || !text(idempotencyKey) || idempotencyKey === '') return null;
    return { values: form, idempotencyKey, savedAt: text(savedAt) ? savedAt : '' };
  } catch {
    return null;
  }
}

/**
 * Reads and removes the saved copy in one step, before anything is posted: a second tab, a
 * re-render or a double-mounted effect then finds nothing, so it is submitted once.
 */
export function takePending<V>(storage: PendingStorage, key: string, readValues: (raw: unknown) => V | null): PendingSubmission<V> | null {
  const pending = readPending(storage, key, readValues);
  storage.removeItem(key);
  return pending;
}

/** localStorage when the browser allows it; a store that keeps nothing otherwise. */
export function browserPendingStorage(): PendingStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * A key for one submission attempt: a time-ordered UUID (version 7), which the server turns into an id in
 * time order for what the submission makes (see core/ids/record-id.ts in the API). Also outside secure contexts.
 */
export function newIdempotencyKey(): string {
  return uuidv7();
}
