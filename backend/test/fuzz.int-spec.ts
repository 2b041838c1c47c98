import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerType, PlaceBookingResponse, SubmitClaimResponse } from '@dealer/contracts';
import fc from 'fast-check';
import { readFile } from 'node:fs/promises';
import { adminCaller, customerCaller } from './support/accounts.js';
import { documentedOperations, exampleValue, fillPath, type Operation, type Schema } from './support/api-document.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app.js';

/**
 * Property: whatever arrives, on any documented route, from a visitor, a customer or an admin, the
 * answer is never a 5xx and never shows a stack trace or SQL. Inputs come from the served OpenAPI
 * document: bodies built from each operation's schema with fields swapped for hostile values, and
 * hostile path and query values. FUZZ_RUNS sets the runs per operation (nightly: FUZZ_RUNS=2000);
 * FUZZ_SEED replays a failure, whose seed fast-check prints.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
let operations: Operation[];
const sessions: Record<CustomerType, Caller> = {} as never;
const CUSTOMER = { email: 'fuzz-customer@example.com', password: 'customer-pass-1' };
const BRANCH = 'Riyadh - Olaya';
const day = workingDate(3);
/** Real ids for the addresses, so that hostile bodies reach rows that exist. */
const ids: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp();
  sessions.admin = await adminCaller(t);
  sessions.customer = await customerCaller(t, CUSTOMER.email, CUSTOMER.password);
  // A customer whose record the admin may freely edit and delete: the fuzzing sessions stay intact.
  const target = await customerCaller(t, 'fuzz-target@example.com');
  await seedBranches(sessions.admin, [{ name: BRANCH, capacity: 3 }]);
  const placed = await sessions.customer.post<PlaceBookingResponse>('/api/bookings/', booking(BRANCH, day, '10:00 AM'));
  const filed = await sessions.customer.post<SubmitClaimResponse>('/api/warrantyclaims/', claim());
  const reserved = await sessions.admin.post('/api/managetimeslots/', {
    firstName: 'Walk',
    lastName: 'In',
    email: 'walk-in@example.com',
    phoneNumber: '0551112222',
    branchName: BRANCH,
    bookingDate: day,
    bookingTime: '11:00 AM',
  });
  expect([placed.status, filed.status, reserved.status]).toEqual([201, 201, 201]);
  ids['/api/bookings'] = [placed.body._id];
  ids['/api/warrantyclaims'] = [filed.body._id];
  ids['/api/customers'] = [(await target.get<{ _id: string }>('/api/customers/me')).body._id];
  ids['/api/managetimeslots'] = ((await sessions.admin.get<{ data: { _id: string }[] }>('/api/managetimeslots/')).body.data ?? []).map((r) => r._id);
  const png = `data:image/png;base64,${(await readFile(new URL('./fixtures/workshop.png', import.meta.url))).toString('base64')}`;
  const { originalUnitInstallDate, failedDate } = claim();
  Object.assign(plausible, { bookingDate: day, bookingTime: '09:00 AM', branchName: BRANCH, originalUnitInstallDate, failedDate, imagePath: png, invoiceImage: png });
  operations = await documentedOperations(t.app);
  for (const resource of new Set(operations.map((o) => o.path.split('/').slice(0, 3).join('/')))) {
    if (ids[resource]) continue;
    const list = await sessions.admin.get<Record<string, unknown>>(resource);
    const rows = Object.values(list.body ?? {}).find(Array.isArray) as { _id?: string }[] | undefined;
    ids[resource] = (rows ?? []).flatMap((r) => (r._id ? [r._id] : []));
  }
});
afterAll(async () => {
  await t?.close();
});

/** JSON text spliced in as is: numbers JSON.stringify cannot write, keys a JS object cannot hold. */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
const nested = (levels: number, open: string, close: string) => new RawJson(`${open.repeat(levels)}1${close.repeat(levels)}`);

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udc00x',
    '\ud800@example.com',
    'x\ud83d',
    '0000-01-01',
    '0000-01-01T00:00:00Z',
    '00_00_0000',
    '01_01_0000',
    '12/31/9999',
    '9999-12-31',
    '+275760-09-13',
    '2026-02-30',
    '13/45/2026',
    "' OR '1'='1' --",
    '"; DROP TABLE customers; --',
    '<img src=x onerror=alert(1)>',
    '../../../etc/passwd',
    '%00',
    '%ED%A0%80',
    '__proto__',
    'constructor',
    '\u202eevil',
    '١٢٣٤',
    '',
    '   ',
    'null',
    'NaN',
    '-1',
    '1e309',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html;base64,PHNjcmlwdD4=',
  ),
  fc.constantFrom(1_000, 100_000, 1_000_000).map((n) => 'x'.repeat(n)),
  codeUnits,
  fc.string({ maxLength: 30 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, 1e21),
  fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '0.0000000000000000000000000001').map((raw) => new RawJson(raw)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const protoKeys = fc.constantFrom(
  new RawJson('{"__proto__":{"type":"admin","isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
  new RawJson('{"prototype":{"isAdmin":true}}'),
  new RawJson('{"hasOwnProperty":1,"toString":"x","valueOf":null}'),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], ['\u0000'], [[[]]], { $ne: '' }, { $gt: '' }) },
  { weight: 1, arbitrary: protoKeys },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 3_000 }).map((n) => nested(n, '[', ']')) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
);

/** Values that pass validation where the document's example would not (dates ahead, the real branch, a real image). */
const plausible: Record<string, unknown> = {};

function plausibleValue(name: string, property: Schema): unknown {
  return name in plausible ? plausible[name] : exampleValue(property);
}

/** A plausible value for a field, or a hostile value in its place (or the field left out). */
function fieldArbitrary(name: string, property: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: fc.constant(plausibleValue(name, property)) }, { weight: 2, arbitrary: hostileValue });
}

function bodyArbitrary(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const whole = fc.oneof(
    hostileValue,
    protoKeys,
    fc.integer({ min: 33, max: 200_000 }).map((n) => nested(n, '{"a":', '}')),
    fc.constantFrom(new RawJson('{"a":1,"a":2}'), new RawJson('{"a":'), new RawJson('')),
  );
  if (!schema?.properties) return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: whole });
  const properties = Object.entries(schema.properties);
  const fields = fc.record(Object.fromEntries(properties.map(([name, property]) => [name, fieldArbitrary(name, property)])), { requiredKeys: [] });
  // A body that passes validation but for one field reaches the handlers and the database.
  const valid = Object.fromEntries(properties.map(([name, property]) => [name, plausibleValue(name, property)]));
  const oneHostile = fc.tuple(fc.constantFrom(...properties.map(([name]) => name)), hostileValue).map(([name, value]) => ({ ...valid, [name]: value }));
  const withExtra = fc.tuple(fields, fc.constantFrom('_id', 'type', 'verified', 'customerId', 'status', '__proto__', 'constructor', 'x\u0000'), hostileValue).map(([body, key, value]) =>
    key === '__proto__' ? new RawJson(`{${toJson(body).slice(1, -1)}${Object.keys(body).length ? ',' : ''}"__proto__":${toJson(value)}}`) : { ...body, [key]: value },
  );
  return fc.oneof({ weight: 4, arbitrary: oneHostile }, { weight: 3, arbitrary: fields }, { weight: 1, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: withExtra }, { weight: 1, arbitrary: whole });
}

/** Path values: a real id or value most of the time, hostile otherwise. Encoded as a browser would, or raw. */
function paramArbitrary(operation: Operation, name: string): fc.Arbitrary<string> {
  const resource = operation.path.split('/').slice(0, 3).join('/');
  const real: Record<string, string[]> = {
    id: ids[resource] ?? [],
    userId: ids['/api/customers'] ?? [],
    email: [CUSTOMER.email, TEST_ADMIN.email],
    date: [day, day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2_$3_$1')],
    branchName: [BRANCH],
    branch: [BRANCH],
    file: ['0'.repeat(64) + '.png'],
  };
  const plausible = real[name]?.length ? fc.constantFrom(...real[name]!) : fc.constant('3f1c2a10-0000-4000-8000-000000000001');
  return fc.oneof({ weight: 1, arbitrary: plausible }, { weight: 2, arbitrary: hostileText.map((v) => String(v)) });
}

/** encodeURIComponent, except that lone surrogates (which it refuses) go out as their raw UTF-16 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff ? `%${c.charCodeAt(0).toString(16)}` : encodeURIComponent(c))).join('');
  }
}

const randomOctet = () => 1 + Math.floor(Math.random() * 250);

type Who = 'visitor' | CustomerType;

interface Attempt {
  who: Who;
  headers: Record<string, string>;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
}

function attemptArbitrary(operation: Operation): fc.Arbitrary<Attempt> {
  const params = fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, paramArbitrary(operation, name)])));
  const queryNames = [...operation.queryParams, 'extra', 'date', '__proto__'];
  const query = fc.dictionary(fc.constantFrom(...queryNames), fc.oneof(paramArbitrary(operation, 'branch'), fc.array(hostileText.map(String), { maxLength: 3 })), { maxKeys: 4 });
  const body = operation.method === 'GET' || operation.method === 'DELETE' ? fc.constant(undefined) : bodyArbitrary(operation.body);
  // Headers cannot carry NUL or line breaks; anything else printable goes, besides a forged session.
  const headerValue = fc.oneof(fc.constantFrom('fuzz-key-0001', "' OR 1=1 --", 'x'.repeat(8_000), '', 'ar', '*;q=abc', 'sid=forged-session-token', 'sid=%00%ED%A0%80'), fc.string({ maxLength: 40 }));
  const headerNames = [...operation.headerParams, 'accept-language', 'x-request-id', 'cookie'];
  const headers = fc.dictionary(fc.constantFrom(...headerNames), headerValue, { maxKeys: 2 });
  return fc.record({ who: fc.constantFrom<Who>('visitor', 'customer', 'admin'), headers, params, query, body });
}

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(.*:\d+:\d+\)|node:internal|\/src\/.*\.ts/;
/** The database's own words; plain English such as "select a branch from the list" is no SQL. */
const SQL = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]*\b(FROM|VALUES|SET|WHERE)\b|QueryFailedError|duplicate key value|violates (not-null|unique|foreign key|check) constraint|syntax error at or near|relation "|invalid input syntax for/;

async function send(operation: Operation, attempt: Attempt): Promise<{ status: number; body: string; requestId: unknown }> {
  const path = fillPath(operation.path, Object.fromEntries(Object.entries(attempt.params).map(([k, v]) => [k, encode(v)])));
  const search = Object.entries(attempt.query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(v)}`))
    .join('&');
  const caller = attempt.who === 'visitor' ? undefined : sessions[attempt.who];
  const controller = new AbortController();
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: search ? `${path}?${search}` : path,
    // A fresh address for each attempt, so that per-address limits do not hide the routes behind 429.
    remoteAddress: `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
    headers: {
      ...attempt.headers,
      ...(caller?.cookie ? { cookie: caller.cookie } : {}),
      ...(attempt.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: attempt.body === undefined ? undefined : toJson(attempt.body),
    payloadAsStream: true,
    signal: controller.signal,
  });
  // A live event stream never ends by itself: its first answer is enough.
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    controller.abort();
    return { status: response.statusCode, body: '', requestId: response.headers['x-request-id'] };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Buffer));
  return { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), requestId: response.headers['x-request-id'] };
}

/** Logging out ends the fuzzing session; a new login keeps the rest of the run authenticated. */
async function keepSessions(): Promise<void> {
  for (const [who, credentials] of [
    ['customer', CUSTOMER],
    ['admin', TEST_ADMIN],
  ] as const) {
    if ((await sessions[who].get('/api/customers/me')).status === 401) {
      const fresh = new Caller(t.app);
      expect((await fresh.post('/api/customers/login/', credentials)).status).toBe(200);
      sessions[who] = fresh;
    }
  }
}

describe('fuzzing every documented route', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('never answers 5xx, a stack trace or SQL, and always names the request', async () => {
    const failures: string[] = [];
    // The two routes outside the document (see the authorization test) are fuzzed as well.
    const undocumented = ['/robots.txt', '/sitemap.xml'].map((path): Operation => ({ method: 'GET', path, pathParams: [], queryParams: [], headerParams: [], access: 'public', produces: [] }));
    for (const operation of [...operations, ...undocumented]) {
      const found: string[] = [];
      // Each operation runs on its own, so that one failure does not hide the others.
      const details = await fc.check(
        fc.asyncProperty(attemptArbitrary(operation), async (attempt) => {
          const answer = await send(operation, attempt);
          if (operation.path.endsWith('/logout') || operation.method === 'PUT' || operation.method === 'DELETE') await keepSessions();
          const problem =
            answer.status >= 500 ? `status ${answer.status}` : STACK_TRACE.test(answer.body) ? 'a stack trace' : SQL.test(answer.body) ? 'SQL' : !answer.requestId ? 'no x-request-id' : '';
          if (problem) found.push(`${operation.method} ${operation.path} as ${attempt.who}: ${problem}: ${answer.body.slice(0, 300)}`);
          return problem === '';
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${found.join('; ')} (replay with FUZZ_SEED=${details.seed}) ${fc.stringify(details.counterexample)}`.slice(0, 2000));
    }
    expect(failures).toEqual([]);
    // About 0.7 s per run over the whole document on a CI machine; generous for slower ones.
  }, 30_000 + RUNS * 2_000);
});
