import type { FieldProblem } from './api-error.js';

/** The spec's deepest body is a list inside an object; nothing real comes near this. */
export const MAX_NESTING = 32;

/** The forms never need a date before 1950 (install dates) or after 2100; PostgreSQL refuses year 0. */
export const YEARS = { first: 1950, last: 2100 } as const;

/** Fields whose name says they hold a date ("bookingDate", "failedDate", "closedDates", the `date` query). */
const DATE_NAME = /date/i;

/**
 * NUL (PostgreSQL stores it in neither text nor jsonb) and the other C0 controls and DEL, which no one
 * types and which mail, calendar files and terminals read as commands. Tab, CR and LF are text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate without its low half, or a low one without its high half: not text in any encoding. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A request carries a body when it says how long it is (and not 0) or streams it in chunks. */
export function carriesBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** Only JSON: a form or plain-text body is what a foreign page can send without asking (CSRF). */
export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

/** A control character (above), or an unpaired surrogate, which has no UTF-8 form. */
export function hasUnstorableText(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/**
 * The year of a value written like the dates the API takes (YYYY-MM-DD with or without a time,
 * MM/DD/YYYY, MM_DD_YYYY, or ISO's six-digit years); undefined for anything else, which the field's
 * own rule judges.
 */
export function yearOf(text: string): number | undefined {
  const leading = /^([+-]\d{6}|\d{4})[-/_]\d{1,2}[-/_]\d{1,2}(?:$|[T ])/.exec(text);
  if (leading) return Number(leading[1]);
  const trailing = /^\d{1,2}[-/_]\d{1,2}[-/_](\d{4})$/.exec(text);
  return trailing ? Number(trailing[1]) : undefined;
}

export function isImplausibleDate(text: string): boolean {
  const year = yearOf(text);
  return year !== undefined && (year < YEARS.first || year > YEARS.last);
}

/**
 * Numbers JavaScript writes with an exponent (beyond 1e21, or nearer to 0 than 1e-6) are no price,
 * coordinate or count, and class-validator's decimal-place check throws on them.
 */
export function isImplausibleNumber(value: number): boolean {
  return !Number.isFinite(value) || /e/i.test(String(value));
}

interface Pending {
  value: unknown;
  field: string;
  depth: number;
  dateField: boolean;
}

/**
 * The first thing in a request's values (body, path or query) that no rule further on could refuse
 * cleanly: text PostgreSQL cannot store, nesting deeper than MAX_NESTING, a date field with an
 * implausible year, or a number only an exponent can write. Walks with an explicit stack, so no input can overflow the call stack.
 * `root` names the whole value: '' for a body (fields are then named by their path), or a parameter's name.
 */
export function findUnsafeInput(value: unknown, root = ''): FieldProblem | undefined {
  const stack: Pending[] = [{ value, field: root, depth: 0, dateField: DATE_NAME.test(root) }];
  while (stack.length > 0) {
    const { value: current, field, depth, dateField } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) return { field: field || 'body', constraint: 'storableText', detail: `${field} contains a character that cannot be stored` };
      if (dateField && isImplausibleDate(current)) {
        return { field, constraint: 'plausibleDate', detail: `${field} must be a date between ${YEARS.first} and ${YEARS.last}` };
      }
      continue;
    }
    if (typeof current === 'number' && isImplausibleNumber(current)) {
      return { field: field || 'body', constraint: 'plausibleNumber', detail: `${field} must be an ordinary number` };
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_NESTING) return { field: root || 'body', constraint: 'maxNesting', detail: `nested deeper than ${MAX_NESTING} levels` };
    for (const [key, child] of Object.entries(current)) {
      const childField = field ? `${field}.${key}` : key;
      if (hasUnstorableText(key)) return { field: field || 'body', constraint: 'storableText', detail: `a field name contains a character that cannot be stored` };
      const childIsDate = Array.isArray(current) ? dateField : DATE_NAME.test(key);
      stack.push({ value: child, field: childField, depth: depth + 1, dateField: childIsDate });
    }
  }
  return undefined;
}

const OPEN = [0x7b, 0x5b]; // { [
const CLOSE = [0x7d, 0x5d]; // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether raw JSON nests deeper than `limit`, read byte by byte before parsing: a 12 MB body of
 * brackets would otherwise cost seconds to parse only to be refused. Brackets inside strings do not
 * count; UTF-8 never uses these ASCII bytes inside a multi-byte character.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, limit = MAX_NESTING): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPEN.includes(byte)) {
      if (++depth > limit) return true;
    } else if (CLOSE.includes(byte)) {
      depth--;
    }
  }
  return false;
}

/** The spec's client sends `_id: ''` when it creates and the row's `_id` when it updates. */
export type ClientIdVerdict = { ok: true; body: unknown } | { ok: false; problem: FieldProblem };

/**
 * Settles a body's `_id`: on a create (POST) an empty one is dropped and any other refused, as the
 * server names new rows; on a change (PUT, PATCH) one that is empty or names the row in the address is
 * dropped, any other refused. Bodies without `_id` pass unchanged.
 */
export function settleClientId(method: string, body: unknown, pathValues: string[]): ClientIdVerdict {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, '_id')) return { ok: true, body };
  const { _id: id, ...rest } = body as Record<string, unknown>;
  if (id === '') return { ok: true, body: rest };
  if (method === 'POST') return { ok: false, problem: { field: '_id', constraint: 'emptyOnCreate', detail: '_id must be empty when adding' } };
  const named = typeof id === 'string' && pathValues.some((value) => value.toLowerCase() === id.toLowerCase());
  if ((method === 'PUT' || method === 'PATCH') && named) return { ok: true, body: rest };
  return { ok: false, problem: { field: '_id', constraint: 'matchesAddress', detail: '_id must be the one in the address' } };
}
