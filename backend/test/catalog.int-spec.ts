import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CatalogResource } from '@dealer/contracts';
import { adminCaller, customerCaller } from './support/accounts.js';
import { BRANCH_DETAILS } from './support/booking-fixtures.js';
import { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;
let customer: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
  customer = await customerCaller(t, 'catalog-customer@example.com');
});
afterAll(async () => {
  await t?.close();
});

interface Case {
  resource: CatalogResource;
  /** Two valid rows, given in the reverse of the list's order. */
  rows: [Record<string, unknown>, Record<string, unknown>];
  /** The field the list is sorted by, and how the two rows compare on it after sorting. */
  sortedBy: string;
  invalid: { body: Record<string, unknown>; message: RegExp };
  /** A row that clashes with rows[0] on a unique name, where the resource has one. */
  duplicate?: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    resource: 'services',
    rows: [{ serviceName: 'Oil Change', serviceCategory: 'Engine' }, { serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing' }],
    sortedBy: 'serviceCategory',
    invalid: { body: { serviceName: '', serviceCategory: 'Engine' }, message: /Service name is required/ },
    duplicate: { serviceName: 'oil change', serviceCategory: 'ENGINE' },
  },
  {
    resource: 'vehicles',
    rows: [{ vehicleType: 'Toyota' }, { vehicleType: 'Hyundai' }],
    sortedBy: 'vehicleType',
    invalid: { body: { vehicleType: 7 }, message: /Vehicle type must be text/ },
    duplicate: { vehicleType: 'TOYOTA' },
  },
  {
    resource: 'models',
    rows: [{ modelYear: '2024' }, { modelYear: '2019' }],
    sortedBy: 'modelYear',
    invalid: { body: { modelYear: '24' }, message: /Model year must look like 2024/ },
    duplicate: { modelYear: '2024' },
  },
  {
    resource: 'transmissions',
    rows: [{ transmissionName: 'Manual' }, { transmissionName: 'Automatic' }],
    sortedBy: 'transmissionName',
    invalid: { body: {}, message: /Transmission is required/ },
    duplicate: { transmissionName: 'manual' },
  },
  {
    resource: 'timeslots',
    rows: [{ timeSlot: '01:00 PM', slotIndex: 6 }, { timeSlot: '11:00 AM', slotIndex: 4 }],
    sortedBy: 'minuteOfDay',
    invalid: { body: { timeSlot: '13:00 PM', slotIndex: 1 }, message: /Time slot must look like 01:00 PM/ },
    duplicate: { timeSlot: '01:00 PM', slotIndex: 9 },
  },
  {
    resource: 'locations',
    rows: [{ branchName: 'Riyadh - Olaya', ...BRANCH_DETAILS }, { branchName: 'Jeddah - Rawdah', ...BRANCH_DETAILS, latitude: 21.56, longitude: 39.15 }],
    sortedBy: 'branchName',
    invalid: { body: { branchName: 'X', ...BRANCH_DETAILS, openingSaturday: '8am' }, message: /Opening time must look like 08:00-AM/ },
    duplicate: { branchName: 'riyadh - olaya', ...BRANCH_DETAILS },
  },
  {
    resource: 'timings',
    rows: [{ day: 'Saturday - Thursday', dayTiming: '08:00-AM to 10:00-PM' }, { day: 'Friday', dayTiming: '04:00-PM to 10:00-PM' }],
    sortedBy: '',
    invalid: { body: { day: 'Friday', dayTiming: '4pm-10pm' }, message: /Opening hours must look like 08:00-AM to 10:00-PM/ },
    duplicate: { day: 'saturday - thursday', dayTiming: '09:00-AM to 09:00-PM' },
  },
  {
    resource: 'packages',
    rows: [
      { serviceName: 'Full A/C Service', currency: 'SR', price: 349, offer: 'Special Offer', mostPopular: 'true' },
      { serviceName: 'A/C Check', currency: 'SR', price: 99.5, offer: 'Hr', mostPopular: 'false' },
    ],
    sortedBy: 'price',
    invalid: { body: { serviceName: 'X', currency: 'EUR', price: -1, offer: 'Hr', mostPopular: 'true' }, message: /Currency must be one of: SR, \$/ },
  },
  {
    resource: 'contactInfo',
    rows: [
      { email: 'care@autocare.example', phoneNumber: '+966 920 000 000', address: 'Riyadh', whatsappNumber: '+966500000000', b2bUrl: 'https://shop.autocare.example', instagram: 'https://www.instagram.com/autocare' },
      { email: 'east@autocare.example', phoneNumber: '+966 13 000 0000', address: 'Dammam' },
    ],
    sortedBy: '',
    invalid: { body: { email: 'care@autocare.example', phoneNumber: '1', address: 'x', facebook: 'javascript:alert(1)' }, message: /must look like https:\/\/www.facebook.com/ },
  },
];

describe.each(CASES)('$resource', ({ resource, rows, sortedBy, invalid, duplicate }) => {
  const path = `/api/${resource}/`;

  it('is listed publicly as {data: []}', async () => {
    const list = await new Caller(t.app).get(path);
    expect(list).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('refuses writes from anonymous callers (401) and customers (403)', async () => {
    const id = '3f1c2a10-0000-4000-8000-000000000001';
    for (const [caller, status] of [[new Caller(t.app), 401], [customer, 403]] as const) {
      expect((await caller.post(path, rows[0])).status).toBe(status);
      expect((await caller.put(`${path}${id}`, rows[0])).status).toBe(status);
      expect((await caller.delete(`${path}${id}`)).status).toBe(status);
    }
  });

  it('creates, lists in order, updates and deletes', async () => {
    const created: string[] = [];
    for (const row of rows) {
      const answer = await admin.post<{ message: string; _id: string }>(path, row);
      expect(answer.status).toBe(201);
      expect(answer.body.message).toMatch(/has been added Successfully$/);
      created.push(answer.body._id);
    }
    const list = (await admin.get<{ data: Record<string, unknown>[] }>(path)).body.data;
    expect(list.map((r) => r._id).sort()).toEqual([...created].sort());
    for (const row of list) expect(row).toEqual(expect.objectContaining({ _id: expect.any(String) }));
    if (sortedBy) {
      const values = list.map((r) => r[sortedBy] as string | number);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(list[0]!._id).toBe(created[1]);
    }
    const stored = list.find((r) => r._id === created[0])!;
    expect(stored).toMatchObject(rows[0]);

    const updated = await admin.put(`${path}${created[0]}`, { ...rows[0], ...rows[1] });
    // Updating the first row into the second's unique name must be refused where names are unique.
    expect(updated.status).toBe(duplicate ? 409 : 200);
    const edited = await admin.put(`${path}${created[0]}`, rows[0]);
    expect(edited).toMatchObject({ status: 200, body: { message: expect.stringMatching(/has been updated Successfully$/) } });

    for (const id of created) expect((await admin.delete(`${path}${id}`)).status).toBe(200);
    expect((await admin.delete(`${path}${created[0]}`)).status).toBe(404);
    expect((await admin.put(`${path}${created[0]}`, rows[0])).status).toBe(404);
    expect((await admin.get<{ data: unknown[] }>(path)).body.data).toEqual([]);
  });

  it('refuses invalid input with a message', async () => {
    const answer = await admin.post(path, invalid.body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(invalid.message);
    expect((await admin.post(path, { ...rows[0], unexpected: true })).status).toBe(400);
  });

  if (duplicate) {
    it('refuses duplicates with 409 and a message', async () => {
      const first = await admin.post<{ _id: string }>(path, rows[0]);
      const again = await admin.post(path, duplicate);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already exists$/);
      await admin.delete(`${path}${first.body._id}`);
    });
  }
});

describe('locations', () => {
  it('keeps the booking engine settings and warns about coordinates outside Saudi Arabia', async () => {
    const created = await admin.post<{ _id: string; warnings?: string[] }>('/api/locations/', {
      branchName: 'Far Away',
      ...BRANCH_DETAILS,
      latitude: 51.5,
      longitude: -0.12,
      capacity: 3,
      workingDays: ['sunday', 'saturday'],
      closedDates: ['2026-09-23', '2026-09-23', '2026-02-22'],
      ramadanOpening: '08:00-PM',
      ramadanClosing: '02:00-AM',
    });
    expect(created.status).toBe(201);
    expect(created.body.warnings).toEqual(['The coordinates are outside Saudi Arabia: please check latitude and longitude']);
    const row = (await admin.get<{ data: Record<string, unknown>[] }>('/api/locations/')).body.data.find((r) => r._id === created.body._id);
    expect(row).toMatchObject({ capacity: 3, workingDays: ['saturday', 'sunday'], closedDates: ['2026-02-22', '2026-09-23'], ramadanOpening: '08:00-PM', postCode: '12214' });

    const defaults = await admin.post<{ _id: string; warnings?: string[] }>('/api/locations/', { branchName: 'Defaults', ...BRANCH_DETAILS, postCode: 11564 });
    expect(defaults.body.warnings).toBeUndefined();
    const plain = (await admin.get<{ data: Record<string, unknown>[] }>('/api/locations/')).body.data.find((r) => r._id === defaults.body._id);
    expect(plain).toMatchObject({ capacity: 1, workingDays: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], closedDates: [], ramadanOpening: null, postCode: '11564' });

    const halfRamadan = await admin.post('/api/locations/', { branchName: 'Half', ...BRANCH_DETAILS, ramadanOpening: '08:00-PM' });
    expect(halfRamadan.status).toBe(400);
    const badDay = await admin.post('/api/locations/', { branchName: 'Bad', ...BRANCH_DETAILS, workingDays: ['funday'], closedDates: ['23/09/2026'] });
    expect(badDay.status).toBe(400);
  });
});

describe('package services', () => {
  const PACKAGE = { serviceName: 'Gas and Filter', currency: 'SR', price: 249, offer: 'Weekend', mostPopular: 'false' };
  const servicesOf = async (id: string) => ((await admin.get<{ data: { _id: string; services: string[] }[] }>('/api/packages/')).body.data.find((r) => r._id === id)?.services);

  it('are kept by id in the chosen order, kept when an update leaves them out, and dropped from the list once deleted', async () => {
    const ids: string[] = [];
    for (const serviceName of ['Package Gas', 'Package Filter', 'Package Leak']) {
      ids.push((await admin.post<{ _id: string }>('/api/services/', { serviceName, serviceCategory: 'Package Tests' })).body._id);
    }
    const [gas, filter, leak] = ids as [string, string, string];

    const created = await admin.post<{ _id: string }>('/api/packages/', { ...PACKAGE, services: [filter, gas] });
    expect(created.status).toBe(201);
    expect(await servicesOf(created.body._id)).toEqual([filter, gas]);

    const plain = await admin.post<{ _id: string }>('/api/packages/', { ...PACKAGE, serviceName: 'No Services Named' });
    expect(await servicesOf(plain.body._id)).toEqual([]);

    expect((await admin.put(`/api/packages/${created.body._id}`, { ...PACKAGE, services: [leak, gas, filter] })).status).toBe(200);
    expect(await servicesOf(created.body._id)).toEqual([leak, gas, filter]);
    expect((await admin.put(`/api/packages/${created.body._id}`, { ...PACKAGE, price: 259 })).status).toBe(200);
    expect(await servicesOf(created.body._id)).toEqual([leak, gas, filter]);

    expect((await admin.delete(`/api/services/${leak}`)).status).toBe(200);
    expect(await servicesOf(created.body._id)).toEqual([gas, filter]);

    expect((await admin.put(`/api/packages/${created.body._id}`, { ...PACKAGE, services: [] })).status).toBe(200);
    expect(await servicesOf(created.body._id)).toEqual([]);
    for (const id of [created.body._id, plain.body._id]) await admin.delete(`/api/packages/${id}`);
    for (const id of [gas, filter]) await admin.delete(`/api/services/${id}`);
  });

  it('refuse an unknown or malformed service id with 400 at the services field, in the admin language, storing nothing', async () => {
    const service = (await admin.post<{ _id: string }>('/api/services/', { serviceName: 'Package Known', serviceCategory: 'Package Tests' })).body._id;
    const unknown = '3f1c2a10-0000-4000-8000-0000000000aa';
    const before = (await admin.get<{ data: unknown[] }>('/api/packages/')).body.data.length;

    const refused = await admin.post<{ message: string; errors: { field: string; message: string }[] }>('/api/packages/', { ...PACKAGE, services: [service, unknown] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'services', message: 'Included services names something that no longer exists: choose again from the current list' }]);
    expect((await admin.get<{ data: unknown[] }>('/api/packages/')).body.data).toHaveLength(before);

    const arabic = await (await adminCaller(t, 'ar')).post<{ errors: { field: string; message: string }[] }>('/api/packages/', { ...PACKAGE, services: [unknown] });
    expect(arabic.status).toBe(400);
    expect(arabic.body.errors[0]).toMatchObject({ field: 'services', message: expect.stringContaining('الخدمات المشمولة') });

    const created = await admin.post<{ _id: string }>('/api/packages/', { ...PACKAGE, services: [service] });
    const update = await admin.put<{ errors: { field: string }[] }>(`/api/packages/${created.body._id}`, { ...PACKAGE, services: [unknown] });
    expect(update.status).toBe(400);
    expect(update.body.errors[0]!.field).toBe('services');
    expect(await servicesOf(created.body._id)).toEqual([service]);

    for (const services of [['not-an-id'], [service, service], 'x', [7]]) {
      const bad = await admin.post<{ errors: { field: string }[] }>('/api/packages/', { ...PACKAGE, services });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]!.field).toBe('services');
    }
    await admin.delete(`/api/packages/${created.body._id}`);
    await admin.delete(`/api/services/${service}`);
  });
});

describe('site settings', () => {
  it('take the header links from the first contact details row', async () => {
    const created = await admin.post<{ _id: string }>('/api/contactInfo/', { email: 'desk@autocare.example', phoneNumber: '+966 920 000 111', address: 'Riyadh', whatsappNumber: '+966511111111', x: 'https://x.com/autocare' });
    const site = await new Caller(t.app).get('/api/site');
    expect(site.body).toMatchObject({ email: 'desk@autocare.example', phoneNumber: '+966 920 000 111', whatsappNumber: '+966511111111', social: { x: 'https://x.com/autocare', facebook: '' } });
    await admin.delete(`/api/contactInfo/${created.body._id}`);
  });
});
