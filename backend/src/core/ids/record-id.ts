import { createHash } from 'node:crypto';
import { parse, stringify, v7, validate, version } from 'uuid';

/**
 * Ids of the records the booking path writes (bookings, reservations, claims, waitlist entries, holds,
 * mails) are time-ordered (UUID version 7): each new key lands at the growing end of its indexes
 * (`events_stream_version_key`, the lists' primary keys) instead of on a random leaf. Over years of
 * history those indexes outgrow memory, and random keys made every insert read and rewrite a page of
 * its own.
 */
export function newRecordId(): string {
  return v7();
}

/**
 * The id of what a submission made, derived from the customer and the submission's Idempotency-Key, so
 * a retried submission finds the record it already made. The site's keys are time-ordered UUIDs: the id
 * takes its time from the key (a retry keeps its key, hence its id) and the rest from a hash of kind,
 * customer and key. Any other key still gives a stable id, with no order.
 */
export function submissionId(kind: string, customerId: string, key: string): string {
  if (!validate(key) || version(key) !== 7) return keyedUuid(kind, customerId, key);
  const msecs = parse(key).slice(0, 6).reduce((time, byte) => time * 256 + byte, 0);
  const random = createHash('sha256').update([kind, customerId, key].join('\u0000')).digest().subarray(0, 16);
  return v7({ msecs, random: new Uint8Array(random) });
}

/**
 * A UUID (version 5 layout) derived from a key that carries no time: the same customer and key always give
 * the same booking id, so a retried submission finds the booking it already made.
 */
function keyedUuid(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = 0x50 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  return stringify(bytes);
}
