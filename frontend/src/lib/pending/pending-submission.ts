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

/** The time and counter of the last key made: keys made within one millisecond still follow each other. */
const lastKey = { msecs: 0, counter: 0 };

/**
 * A key for one submission attempt: a time-ordered UUID (version 7, RFC 9562), which the server turns
 * into an id in time order for what the submission makes (see core/ids/record-id.ts in the API, which
 * checks it with the uuid package). Made here in a few lines, as the package's weighed half a kilobyte
 * on every page with a form, before the visitor could do anything; getRandomValues works outside
 * secure contexts too. The 12 bits after the version count keys within a millisecond (the RFC's first
 * method), so keys sort in the order they were made.
 */
export function newIdempotencyKey(): string {
  const now = Date.now();
  lastKey.counter = now > lastKey.msecs ? 0 : lastKey.counter + 1;
  lastKey.msecs = Math.max(now, lastKey.msecs) + (lastKey.counter >> 12);
  lastKey.counter &= 0xfff;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let index = 0; index < 6; index += 1) bytes[index] = Math.floor(lastKey.msecs / 2 ** (40 - 8 * index)) & 0xff;
  bytes[6] = 0x70 | (lastKey.counter >> 8);
  bytes[7] = lastKey.counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
