import type { ApiMessageKey } from '@dealer/contracts';

export interface Refusal {
  status: number;
  key: ApiMessageKey;
}

/**
 * PostgreSQL's SQLSTATE of an error, wherever the driver or TypeORM put it. Only the classes that
 * describe the data sent (22 data exception, 23 integrity, 40 transaction rollback) are read, so a
 * Node system code such as EPIPE is never taken for one.
 */
export function sqlState(error: unknown): string | undefined {
  for (let candidate = error, hops = 0; candidate && typeof candidate === 'object' && hops < 3; hops++) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|23|40)[0-9A-Z]{3}$/.test(code)) return code;
    candidate = (candidate as { driverError?: unknown; cause?: unknown }).driverError ?? (candidate as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A database refusal that slipped past the request's validation is the caller's data, not our
 * fault: answered 4xx with a message a person can act on. Everything else stays a 500.
 */
export function databaseRefusal(error: unknown): Refusal | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  switch (state) {
    case '23502': // not_null_violation
      return { status: 400, key: 'valueMissing' };
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return { status: 409, key: 'alreadyExists' };
    case '23503': // foreign_key_violation
      return { status: 409, key: 'stillReferenced' };
    case '22003': // numeric_value_out_of_range
    case '22008': // datetime_field_overflow (year 0, month 13)
    case '22007': // invalid_datetime_format
      return { status: 400, key: 'valueOutOfRange' };
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return { status: 409, key: 'changedMeanwhile' };
  }
  // The rest of class 22 (22021 NUL or bad bytes, 22P05 untranslatable character, 22P02 bad
  // text representation, 22001 too long) and class 23 (23514 check) are values we cannot store.
  if (state.startsWith('22') || state.startsWith('23')) return { status: 400, key: 'valueNotStorable' };
  return undefined;
}

/** SQLSTATEs that say the server could not take the statement now, not that anything was wrong with it. */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;
/** Socket errors of a connection to the database (or Redis): inbound ones never reach a route. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/**
 * The database had no connection to spare (53300 too many clients), was shutting down or starting
 * (57P01 to 57P03), or its connection failed (class 08, a refused or reset socket): nothing was wrong
 * with the request, and the same request a moment later may well succeed. Answered 503 with
 * Retry-After, so a person is told to try again and a client knows when; a booking or claim is sent
 * again under its Idempotency-Key, so a retry cannot make it twice.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let candidate = error, hops = 0; candidate && typeof candidate === 'object' && hops < 3; hops++) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE_CODES.has(code))) return true;
    candidate = (candidate as { driverError?: unknown; cause?: unknown }).driverError ?? (candidate as { cause?: unknown }).cause;
  }
  return false;
}
