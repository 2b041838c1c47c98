import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PlaceBookingResponse, SubmitClaimResponse } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { documentedOperations, exampleBody, fillPath, registeredRoutes, type Operation } from './support/api-document.js';
import { booking, seedBranches, workingDate } from './support/booking-fixtures.js';
import { claim } from './support/claim-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Who may call what, generated from the served OpenAPI document: every admin route refuses
 * anonymous callers and customers, every customer route refuses anonymous callers, and every route
 * that names a customer's own data (their e-mail, booking or claim in the address) refuses another
 * customer. A new route is covered the day it is documented; the first test makes sure it is.
 */
let t: TestApp;
let operations: Operation[];
let omar: Caller;
let sara: Caller;
const SOME_ID = '3f1c2a10-0000-4000-8000-000000000001';
const SARA = 'sara@example.com';
const day = workingDate(3);
const own: { booking?: string; claim?: string; customer?: string; waitlist?: string } = {};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminCaller(t);
  sara = await customerCaller(t, SARA);
  omar = await customerCaller(t, 'omar@example.com');
  await seedBranches(admin, [{ name: 'Riyadh - Olaya', capacity: 2 }]);
  const placed = await sara.post<PlaceBookingResponse>('/api/bookings/', booking('Riyadh - Olaya', day, '10:00 AM'));
  expect(placed.status).toBe(201);
  own.booking = placed.body._id;
  // With its invoice photo, so the photo's private address has something to refuse and to serve.
  const photo = (await readFile(new URL('./fixtures/workshop.png', import.meta.url))).toString('base64');
  const filed = await sara.post<SubmitClaimResponse>('/api/warrantyclaims/', claim({ invoiceImage: `data:image/png;base64,${photo}` }));
  expect(filed.status).toBe(201);
  own.claim = filed.body._id;
  own.customer = (await sara.get<{ _id: string }>('/api/customers/me')).body._id;
  // A waitlist entry of hers: 09:00 is full, so she may wait for it.
  for (let i = 0; i < 2; i++) expect((await admin.post('/api/bookings/', booking('Riyadh - Olaya', day, '09:00 AM'))).status).toBe(201);
  const { bookingTime: _time, ...waitFor } = booking('Riyadh - Olaya', day, '09:00 AM');
  const joined = await sara.post<{ _id: string }>('/api/waitlist', { ...waitFor, windowStart: '09:00 AM', windowEnd: '09:00 AM' });
  expect(joined.status).toBe(201);
  own.waitlist = joined.body._id;
  operations = await documentedOperations(t.app);
});
afterAll(async () => {
  await t?.close();
});

const route = (o: Pick<Operation, 'method' | 'path'>) => `${o.method} ${o.path}`;
const bodyOf = (o: Operation) => (o.body ? exampleBody(o.body) : undefined);

describe('the API document', () => {
  it('lists every route the controllers serve (robots.txt and sitemap.xml are not API)', () => {
    const documented = new Set(operations.map(route));
    const undocumented = registeredRoutes(t.app).filter((r) => !documented.has(r));
    expect(undocumented.sort()).toEqual(['GET /robots.txt', 'GET /sitemap.xml']);
  });

  it('marks the admin and customer routes', () => {
    const admin = operations.filter((o) => o.access === 'admin').map(route);
    expect(admin).toEqual(expect.arrayContaining(['GET /api/customers', 'DELETE /api/customers/{id}', 'GET /api/newsletter', 'POST /api/services']));
    expect(operations.filter((o) => o.access === 'staff').map(route)).toEqual(expect.arrayContaining(['GET /api/bookings', 'GET /api/managetimeslots']));
    expect(operations.filter((o) => o.access === 'customer').map(route)).toEqual(expect.arrayContaining(['POST /api/bookings', 'GET /api/customers/me']));
  });
});

describe('admin routes', () => {
  it('refuse anonymous callers with 401 and customers with 403', async () => {
    // Admin editing shares its route with e-mail verification; without a token it is admin-only.
    const admin = [...operations.filter((o) => o.access === 'admin'), operations.find((o) => route(o) === 'PUT /api/customers/{userId}')!];
    expect(admin.length).toBeGreaterThan(40);
    for (const operation of admin) {
      const url = fillPath(operation.path, { id: SOME_ID, userId: SOME_ID, email: SARA });
      const body = operation.body ? { firstName: 'X' } : undefined;
      expect({ route: route(operation), status: (await new Caller(t.app).send(operation.method, url, body)).status }).toEqual({ route: route(operation), status: 401 });
      expect({ route: route(operation), status: (await omar.send(operation.method, url, body)).status }).toEqual({ route: route(operation), status: 403 });
    }
  });
});

describe('staff routes', () => {
  it('refuse anonymous callers with 401 and customers with 403', async () => {
    const staff = operations.filter((o) => o.access === 'staff');
    expect(staff.length).toBeGreaterThanOrEqual(5);
    for (const operation of staff) {
      // The customer's own booking: being its customer does not open the branch's routes.
      const url = fillPath(operation.path, { id: operation.path.startsWith('/api/bookings/') ? own.booking! : SOME_ID });
      const body = bodyOf(operation);
      expect({ route: route(operation), status: (await new Caller(t.app).send(operation.method, url, body)).status }).toEqual({ route: route(operation), status: 401 });
      expect({ route: route(operation), status: (await sara.send(operation.method, url, body)).status }).toEqual({ route: route(operation), status: 403 });
    }
  });
});

describe('customer routes', () => {
  it('refuse anonymous callers with 401', async () => {
    for (const operation of operations.filter((o) => o.access === 'customer')) {
      const url = fillPath(operation.path, { id: own.booking!, email: SARA });
      const answer = await new Caller(t.app).send(operation.method, url, bodyOf(operation));
      expect({ route: route(operation), status: answer.status }).toEqual({ route: route(operation), status: 401 });
    }
  });

  /** Whose data an address names: the customer's e-mail, or one of their bookings or claims. */
  function ownersAddress(operation: Operation): string {
    const id = operation.path.startsWith('/api/bookings/')
      ? own.booking
      : operation.path.startsWith('/api/warrantyclaims/')
        ? own.claim
        : operation.path.startsWith('/api/waitlist/')
          ? own.waitlist
          : undefined;
    for (const param of operation.pathParams) {
      if (param === 'id' && id) continue;
      if (param === 'email') continue;
      throw new Error(`${route(operation)}: whose data is {${param}}? Give this own-data route its owner here.`);
    }
    return fillPath(operation.path, { id: id ?? '', email: SARA });
  }

  it("refuse another customer's bookings, claims and lists (403 or 404), and serve the owner", async () => {
    const ownData = operations.filter((o) => o.access === 'customer' && o.pathParams.length > 0);
    expect(ownData.map(route)).toEqual(
      expect.arrayContaining(['GET /api/bookings/list/{email}', 'POST /api/bookings/{id}/cancel', 'GET /api/warrantyclaims/list/{email}', 'POST /api/warrantyclaims/{id}/information']),
    );
    for (const operation of ownData) {
      const answer = await omar.send(operation.method, ownersAddress(operation), bodyOf(operation));
      expect({ route: route(operation), denied: [403, 404].includes(answer.status) }).toEqual({ route: route(operation), denied: true });
      if (operation.method === 'GET') expect({ route: route(operation), status: (await sara.get(ownersAddress(operation))).status }).toEqual({ route: route(operation), status: 200 });
    }
  });

  it("refuse to acknowledge or edit another customer's slot and record", async () => {
    const slot = { firstName: 'Sara', lastName: 'Z', email: SARA, phoneNumber: '0551112222', branchName: 'Riyadh - Olaya', bookingDate: day, bookingTime: '10:00 AM' };
    expect((await omar.post('/api/managetimeslots/', slot)).status).toBe(403);
    expect((await sara.post('/api/managetimeslots/', slot)).status).toBe(201);
    expect(own.customer).toBeDefined();
    expect((await omar.put(`/api/customers/${own.customer}`, { firstName: 'Hijacked' })).status).toBe(403);
  });

  it('ignore a forged session cookie', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie: 'sid=forged-value' } });
    expect(forged.statusCode).toBe(401);
  });
});
