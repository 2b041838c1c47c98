import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ApiError } from './api-error.js';

/**
 * A digest of a validated request body, the same for the same values whatever the order of their keys:
 * kept in the metadata of the first event a keyed request appends (`requestFingerprint`), so that a
 * retry can be told from a different request sent under the same Idempotency-Key.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A keyed request whose stream already exists is a retry only if it sends what the first one did;
 * otherwise it is refused with 422 (as the IETF's Idempotency-Key draft asks) rather than answered with
 * the first request's outcome, which would tell the caller that something it did not ask for was done.
 * Streams made before fingerprints were kept have none and are taken as retries.
 */
export async function refuseChangedRetry(manager: EntityManager, streamId: string, fingerprint: string): Promise<void> {
  const [first] = (await manager.query(
    `SELECT metadata->>'requestFingerprint' AS fingerprint FROM events WHERE stream_id = $1 ORDER BY stream_version LIMIT 1`,
    [streamId],
  )) as { fingerprint: string | null }[];
  if (first?.fingerprint && first.fingerprint !== fingerprint) throw new ApiError(422, 'idempotencyKeyReused');
}
