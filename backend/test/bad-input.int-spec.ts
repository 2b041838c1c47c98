import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { API_MESSAGES, CATALOG_RESOURCES, FIELD_LABELS, tryAgainIn } from '@dealer/contracts';
import { getMetadataStorage } from 'class-validator';
import { readFile } from 'node:fs/promises';
import { customerCaller } from './support/accounts.js';
import { claim } from './support/claim-fixtures.js';
import { Caller } from './support/http-client.js';
import { expectRefusal } from './support/refusal.js';
import { TEST_ADMIN, useTestApp } from './support/test-app.js';

const t = useTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = new Caller(t.app);
  await admin.post('/api/customers/login/', TEST_ADMIN);
});

const valid = { firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.com', phoneNumber: '0551234567', password: 'long-enough' };
const MEGABYTE = 'a'.repeat(1024 * 1024);


describe('bad input', () => {
  it('malformed JSON', async () => {
    const answer = await new Caller(t.app).send('POST', '/api/customers/', '{"firstName": "Omar",', { 'content-type': 'application/json' });
    expect(expectRefusal(answer)).toBe(API_MESSAGES.invalidJson.en);
  });

  it('a body that is not a JSON object', async () => {
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '"just a string"', { 'content-type': 'application/json' }));
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '[1,2]', { 'content-type': 'application/json' }));
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', 'null', { 'content-type': 'application/json' }));
  });

  it('an empty body labelled JSON: no body, so the route answers as it would without one', async () => {
    const json = { 'content-type': 'application/json' };
    // The spec's routes without a body work as they do without the header.
    const customer = await customerCaller(t, 'empty-body@example.com');
    expect((await customer.send('POST', '/api/customers/logout', '', json)).body).toEqual({ message: API_MESSAGES.loggedOut.en });
    expect((await customer.get('/api/customers/session')).body).toEqual({ customer: null });
    expectRefusal(await new Caller(t.app).send('DELETE', '/api/services/6f1d1a52-4a4c-4c1e-9d0c-2b1f3f0e8a11', '', json), 401);
    // A route that needs one names what is missing.
    expect(expectRefusal(await new Caller(t.app).send('POST', '/api/contacts', '', json))).toMatch(/^Name is required/);
    expect(expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '', json))).toBe('E-mail is required. Password is required');
  });

  it('wrong types', async () => {
    const answer = await new Caller(t.app).post('/api/customers/', { ...valid, firstName: 42, password: ['x'] });
    expect(expectRefusal(answer)).toMatch(/First name must be text/);
    expect((answer.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['firstName', 'password']));
    expectRefusal(await new Caller(t.app).post('/api/customers/login/', { email: { $ne: '' }, password: 'x' }));
    expectRefusal(await new Caller(t.app).patch('/api/customers/me', { lang: 7 }), 401);
  });

  it('tells the basic rule first and names every field as a person would, in either language', async () => {
    // A number sent as text is "not a whole number", not "more than 1000".
    for (const slotIndex of ['6', 'abc', true]) {
      expect(expectRefusal(await admin.post('/api/timeslots/', { timeSlot: '04:00 PM', slotIndex }))).toBe('Slot number must be a whole number');
    }
    const customer = await customerCaller(t, 'bad-booking@example.com');
    const booking = { branchName: 'Nowhere', bookingDate: '2026-12-15', bookingTime: '10:00 AM', serviceDetails: ['Oil change'], vehicleType: 'Nissan', model: '2024', transmission: 'Manual', waitingStatus: 'Waiting' };
    const empty = await customer.post('/api/bookings/', { ...booking, serviceDetails: [], isListed: 'yes' });
    expect(expectRefusal(empty)).toBe('Choose at least one item for Services. Listed must be true or false');
    const arabic = await customer.send('POST', '/api/bookings/', { ...booking, serviceDetails: [], bookingDate: '2026-12-15T10:00' }, { 'accept-language': 'ar' });
    expect(expectRefusal(arabic)).toBe('اختر عنصراً واحداً على الأقل في الخدمات. الحد الأقصى لطول تاريخ الحجز هو 10 أحرف');
  });

  it('has a name in both languages for every field a request body is checked for', () => {
    // The app is running, so every body class has registered its rules.
    const unnamed = new Set<string>();
    // class-validator keeps its registry private; this test only reads it.
    const registry = (getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, { propertyName: string }[]> }).validationMetadatas;
    for (const [target, rules] of registry) {
      // The configuration is read from the environment, not from a request; hours are named by their path (field-labels.ts).
      if (target.name === 'AppConfig' || /Hours/.test(target.name)) continue;
      for (const rule of rules) if (!FIELD_LABELS[rule.propertyName]) unnamed.add(`${target.name}.${rule.propertyName}`);
    }
    expect([...unnamed]).toEqual([]);
  });

  it('refuses a query parameter a route does not know, or one given twice, naming it, instead of answering unfiltered', async () => {
    const misspelt = await admin.get<{ message: string }>('/api/bookings?branchName=Jeddah');
    expect(expectRefusal(misspelt)).toBe('branchName is not a parameter of this address: check the spelling');
    expect(expectRefusal(await admin.get('/api/bookings?status[]=booked'))).toBe('status[] is not a parameter of this address: check the spelling');
    expect(expectRefusal(await admin.get('/api/bookings?status=booked&status=cancelled'))).toBe('Status must be given once');
    expect(expectRefusal(await new Caller(t.app, 'ar').get('/api/availability?branch=x&date=2026-12-01&limit=5'))).toBe('المعامل limit غير معروف لهذا العنوان: تحقق من كتابته');
    expect(expectRefusal(await new Caller(t.app).get('/api/availability/days?branch=x&from=2026-12-01&from=2026-12-02&to=2026-12-09'))).toBe('First day must be given once');
    expect(expectRefusal(await admin.get('/api/board?branch=x&day=2026-12-01'))).toMatch(/^day is not a parameter/);
    expect(expectRefusal(await admin.get('/api/waitlist?branch=x&date=2026-12-01&page=2'))).toMatch(/^page is not a parameter/);
    // The parameters a route knows still work.
    expect((await admin.get('/api/bookings?date=today')).status).toBe(200);
  });

  it('refuses a query parameter on the lists that take none: the customers and every catalog list', async () => {
    expect(expectRefusal(await admin.get('/api/customers?foo=bar'))).toBe('foo is not a parameter of this address: check the spelling');
    expect(expectRefusal(await admin.send('GET', '/api/customers/?type=admin', undefined, { 'accept-language': 'ar' }))).toBe('المعامل type غير معروف لهذا العنوان: تحقق من كتابته');
    // Who may not see the list is told so first.
    expectRefusal(await new Caller(t.app).get('/api/customers?foo=bar'), 401);
    const lists = CATALOG_RESOURCES.filter((resource) => resource !== 'contacts');
    for (const resource of lists) {
      expect([resource, expectRefusal(await new Caller(t.app).get(`/api/${resource}?foo=bar`))]).toEqual([resource, 'foo is not a parameter of this address: check the spelling']);
      expect([resource, (await new Caller(t.app).get(`/api/${resource}/`)).status]).toEqual([resource, 200]);
    }
    expect(expectRefusal(await new Caller(t.app, 'ar').get('/api/services/?serviceName=x'))).toBe('المعامل serviceName غير معروف لهذا العنوان: تحقق من كتابته');
    expect((await admin.get('/api/customers/')).status).toBe(200);
  });

  it('missing fields', async () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', withoutEmail))).toMatch(/E-mail/);
    expectRefusal(await new Caller(t.app).post('/api/customers/login/', {}));
    expectRefusal(await new Caller(t.app).post('/api/customers/forgotpassword/', { email: 'a@b.co' }));
  });

  it('rule breaks: short password, foreign phone, bad e-mail', async () => {
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, password: 'short' }))).toBe('Password must be at least 8 characters');
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, phoneNumber: '+1 555 0100' }))).toMatch(/Saudi mobile/);
    expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, email: 'not-an-email' }));
  });

  it('1 MB strings', async () => {
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, firstName: MEGABYTE }))).toMatch(/at most 100/);
    expectRefusal(await new Caller(t.app).post('/api/customers/login/', { email: 'a@b.co', password: MEGABYTE }));
    expectRefusal(await admin.put('/api/customers/3f1c2a10-0000-4000-8000-000000000001', { lastName: MEGABYTE }));
  });

  it('unknown fields', async () => {
    const answer = await new Caller(t.app).post('/api/customers/', { ...valid, type: 'admin', isAdmin: true });
    expect(expectRefusal(answer)).toMatch(/not a known field/);
  });

  it('bad ids in the path', async () => {
    expect(expectRefusal(await admin.delete('/api/customers/not-a-uuid'))).toMatch(/not a valid identifier/);
  });

  it('bodies beyond the size limit', async () => {
    const huge = JSON.stringify({ ...valid, firstName: 'a'.repeat(13 * 1024 * 1024) });
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/', huge, { 'content-type': 'application/json' }), 413);
  });

  it('unknown routes, wrong methods and bodies that are not JSON', async () => {
    expectRefusal(await new Caller(t.app).get('/api/nothing-here'), 404);
    const wrongMethod = await new Caller(t.app).send('DELETE', '/api/site');
    expect(expectRefusal(wrongMethod, 405)).toBe(API_MESSAGES.methodNotAllowed.en);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect((await new Caller(t.app).send('PUT', '/api/customers/', {})).headers.allow).toBe('GET, HEAD, POST');
    // A route that exists for the method keeps its own 404.
    expectRefusal(await admin.delete('/api/customers/3f1c2a10-0000-4000-8000-000000000001'), 404);
    for (const [body, type] of [
      ['<email>a</email>', 'application/xml'],
      ['email=a@b.co&password=x', 'application/x-www-form-urlencoded'],
      ['email=a', 'text/plain'],
      ['--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--', 'multipart/form-data; boundary=x'],
      ['{"email":"a@b.co","password":"x"}', 'text/plain;charset=UTF-8'],
    ]) {
      expect(expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', body!, { 'content-type': type! }), 415)).toBe(API_MESSAGES.jsonOnly.en);
    }
    expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', '{}', { 'content-type': 'application/json; charset=utf-8' }));
  });

  it('asks in Arabic in words that agree with any field name', async () => {
    expect(expectRefusal(await new Caller(t.app, 'ar').post('/api/customers/login/', {}))).toBe('يجب إدخال البريد الإلكتروني. يجب إدخال كلمة المرور');
    expect(expectRefusal(await new Caller(t.app, 'ar').post('/api/customers/', { ...valid, password: 7 }))).toMatch(/يجب أن تكون قيمة كلمة المرور نصاً/);
    // The catalog's own refusals: "الخدمة موجود مسبقاً" made the verb agree with a masculine name only.
    const slot = { timeSlot: '11:47 PM', slotIndex: 1 };
    expect((await admin.post('/api/timeslots/', slot)).status).toBe(201);
    const again = await admin.send('POST', '/api/timeslots/', slot, { 'accept-language': 'ar' });
    expect(expectRefusal(again, 409)).toBe('سبقت إضافة الفترة الزمنية بهذه البيانات');
    expect(expectRefusal(await admin.post('/api/timeslots/', slot), 409)).toBe('Time slot already exists');
    const missing = await admin.send('DELETE', '/api/services/3f1c2a10-0000-4000-8000-000000000001', undefined, { 'accept-language': 'ar' });
    expect(expectRefusal(missing, 404)).toBe('لم يُعثر على الخدمة');
  });

  it('answers in Arabic when asked', async () => {
    const answer = await new Caller(t.app, 'ar').post('/api/customers/', { ...valid, password: 'short' });
    expect(expectRefusal(answer)).toBe('الحد الأدنى لطول كلمة المرور هو 8 أحرف');
  });
});

describe('rate limits', () => {
  it('answers 429 after repeated failed logins for one account', async () => {
    const caller = new Caller(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await caller.post('/api/customers/login/', { email: 'target@example.com', password: `guess-${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await caller.post('/api/customers/login/', { email: 'target@example.com', password: 'guess-x' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The person is told when they may try again, as Retry-After tells a client.
    expect(expectRefusal(limited, 429)).toBe(tryAgainIn(API_MESSAGES.tooManyAttempts, Number(limited.headers['retry-after'])).en);
  });
});

describe('the request guard', () => {
  const png = async () => `data:image/png;base64,${(await readFile(new URL('./fixtures/workshop.png', import.meta.url))).toString('base64')}`;
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('refuses NUL in a body, a path and a query, naming the field', async () => {
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, firstName: 'Om\u0000ar' }))).toMatch(/^First name contains a character that cannot be saved/);
    expect(expectRefusal(await new Caller(t.app).get('/api/managetimeslots/2026-12-01/Riy%00adh'))).toMatch(/^Branch name contains a character/);
    expect(expectRefusal(await admin.get('/api/bookings/list/a%00b@example.com'))).toMatch(/^E-mail contains a character/);
    expectRefusal(await new Caller(t.app).get('/api/availability?date=2026-12-01&branch=a%00'));
    // An address no route names a part of (a catch-all took it): the address is what is refused.
    expect(expectRefusal(await new Caller(t.app).get('/api/locations/%00'))).toBe(API_MESSAGES.invalidAddress.en);
    expect(expectRefusal(await new Caller(t.app, 'ar').post('/api/customers/', { ...valid, lastName: '\u0000' }))).toMatch(/^تحتوي قيمة اسم العائلة على حرف لا يمكن حفظه/);
  });

  it('refuses the other control characters (an escape, a backspace, DEL) as it refuses NUL, and takes tabs and line breaks in a message', async () => {
    for (const control of ['\u001b[2J', '\u0008', '\u007f']) {
      expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, firstName: `Om${control}ar` }))).toMatch(/^First name contains a character that cannot be saved/);
    }
    const contact = { name: 'Omar Saleh', email: 'omar@example.com', phoneNumber: '0551234567', message: 'Two lines:\r\n\tthe second indented' };
    expect((await new Caller(t.app).post('/api/contacts/', contact)).status).toBe(201);
  });

  it('refuses a line break in a field of one line (a name, a vehicle, a package), naming the field, in the reader’s language', async () => {
    const customer = await customerCaller(t, 'one-line@example.com');
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, email: 'lines@example.com', lastName: 'Saleh\r\nBcc: someone@example.com' }))).toBe('Last name must be on one line');
    expect(expectRefusal(await new Caller(t.app, 'ar').post('/api/customers/', { ...valid, email: 'lines@example.com', firstName: 'Om\nar' }))).toBe('يجب كتابة الاسم الأول في سطر واحد');
    const customerId = (await customer.get<{ _id: string }>('/api/customers/me')).body._id;
    expect(expectRefusal(await admin.send('PUT', `/api/customers/${customerId}`, { firstName: 'Sara\u2028X' }))).toMatch(/must be on one line$/);
    const booking = { vehicleType: 'Toyota', model: '2022\r\nX', transmission: 'Automatic', waitingStatus: 'Waiting', serviceDetails: ['A/C Gas Refill'], branchName: 'Riyadh', bookingDate: '2026-12-20', bookingTime: '10:00 AM' };
    expect((await customer.post('/api/bookings/', booking)).body).toMatchObject({ errors: [expect.objectContaining({ field: 'model' })] });
    expect((await customer.post('/api/bookings/', { ...booking, model: '2022', offer: 'x\r\nATTENDEE:mailto:someone@example.com' })).body).toMatchObject({ errors: [expect.objectContaining({ field: 'offer' })] });
    expect(expectRefusal(await new Caller(t.app).post('/api/contacts/', { name: 'Omar\nSaleh', email: 'omar@example.com', phoneNumber: '0551234567', message: 'Hello' }))).toMatch(/must be on one line$/);
  });

  it('refuses a body that is not UTF-8 instead of storing what decoding makes of it', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"Om'), Buffer.from([0xff]), Buffer.from('ar","email":"omar@example.com","phoneNumber":"0551234567","message":"hi \xc0\xaf there"}', 'latin1')]);
    const answer = await t.app.inject({ method: 'POST', url: '/api/contacts/', headers: { 'content-type': 'application/json' }, payload: body });
    expect([answer.statusCode, answer.json().message]).toEqual([400, 'The request holds bytes that are not UTF-8 text: send it encoded as UTF-8']);
    // Arabic and emoji, as UTF-8, are text.
    const arabic = await new Caller(t.app).post('/api/contacts/', { name: 'عمر 👋', email: 'omar@example.com', phoneNumber: '0551234567', message: 'مرحبا' });
    expect(arabic.status).toBe(201);
  });

  it('refuses half of an emoji (a lone surrogate), in values and in broken %-escapes', async () => {
    const loneSurrogate = '{"email":"\\ud800@example.com","password":"long-enough"}';
    expect(expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', loneSurrogate, { 'content-type': 'application/json' }))).toMatch(/^E-mail contains/);
    expect(expectRefusal(await new Caller(t.app).post('/api/customers/', { ...valid, email: '\udc00a@example.com' }))).toMatch(/^E-mail contains/);
    expect(expectRefusal(await new Caller(t.app).get('/api/managetimeslots/2026-12-01/Riy%ED%A0%80adh'))).toBe(API_MESSAGES.invalidAddress.en);
  });

  it('refuses deep nesting before parsing it, however deep', async () => {
    for (const levels of [33, 1_500, 1_000_000]) {
      const answer = await new Caller(t.app).send('POST', '/api/customers/login/', nested(levels), { 'content-type': 'application/json' });
      expect(expectRefusal(answer)).toBe('The request is nested too deeply (at most 32 levels)');
    }
    // 32 levels are read, and refused by the body's own rules.
    expect(expectRefusal(await new Caller(t.app).send('POST', '/api/customers/login/', nested(32), { 'content-type': 'application/json' }))).toMatch(/not a known field/);
  });

  it('refuses dates before 1950 or after 2100 in addresses, queries and bodies', async () => {
    expect(expectRefusal(await new Caller(t.app).get('/api/managetimeslots/0000-01-01/Riyadh'))).toBe('Date must be a date between 1950 and 2100');
    expectRefusal(await new Caller(t.app).get('/api/managetimeslots/01_01_0000/Riyadh'));
    expectRefusal(await new Caller(t.app).get('/api/availability?date=9999-12-31&branch=Riyadh'));
    const customer = await customerCaller(t, 'dates@example.com');
    const answer = await customer.post('/api/warrantyclaims/', claim({ originalUnitInstallDate: '0000-01-01' }));
    expect(expectRefusal(answer)).toMatch(/must be a date between 1950 and 2100$/);
    expect((answer.body as { errors: { field: string }[] }).errors[0]!.field).toBe('originalUnitInstallDate');
  });

  it('refuses null where a value is required', async () => {
    const rows = (await admin.get<{ customers: { _id: string; email: string }[] }>('/api/customers/')).body.customers;
    const customer = rows.find((r) => r.email === 'dates@example.com') ?? rows[0]!;
    expect(expectRefusal(await admin.put(`/api/customers/${customer._id}`, { verified: null }))).toBe('Verified must be true or false');
    expectRefusal(await admin.put(`/api/customers/${customer._id}`, { type: null }));
    // The spec's verification call, every field empty, still works for an admin's edit.
    expect((await admin.put(`/api/customers/${customer._id}`, { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', type: '', verified: true })).status).toBe(200);
  });

  it("takes the spec's empty _id on create and refuses a given one", async () => {
    const image = await png();
    expect((await admin.post('/api/portfolioImages/', { _id: '', imagePath: image })).status).toBe(201);
    const created = await admin.post<{ _id: string }>('/api/services/', { _id: '', serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing' });
    expect(created.status).toBe(201);
    expect(expectRefusal(await admin.post('/api/services/', { _id: created.body._id, serviceName: 'Copy', serviceCategory: 'AC Servicing' }))).toMatch(/^_id must be empty when adding/);
    // Saving in update mode sends the row's own _id back.
    expect((await admin.put(`/api/services/${created.body._id}`, { _id: created.body._id, serviceName: 'A/C Gas Refill', serviceCategory: 'AC' })).status).toBe(200);
    expectRefusal(await admin.put(`/api/services/${created.body._id}`, { _id: '3f1c2a10-0000-4000-8000-000000000001', serviceName: 'X', serviceCategory: 'AC' }));
  });
});

describe('media addresses', () => {
  it('answers 404 for a media address no stored file can have, as for any unknown image', async () => {
    const hash = 'a'.repeat(64);
    for (const url of [`/api/media/${hash}.jpg%00.png`, `/api/media/${hash}%1B.png`, `/api/media/${hash}.png`, `/api/media/${hash}.jpg%00.png?w=640`]) {
      expect([url, expectRefusal(await new Caller(t.app).get(url), 404)]).toEqual([url, API_MESSAGES.notFound.en]);
    }
    expect(expectRefusal(await new Caller(t.app, 'ar').get(`/api/media/${hash}.jpg%00.png`), 404)).toBe(API_MESSAGES.notFound.ar);
    // Elsewhere, a NUL in the address is still a field to correct.
    expect(expectRefusal(await new Caller(t.app).get('/api/managetimeslots/2026-12-01/Riy%00adh'))).toMatch(/^Branch name contains a character/);
  });
});

describe('request ids', () => {
  it('names every answer, and keeps a sane id from the proxy', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/site' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/api/managetimeslots/2026-12-01/%ED%A0%80' }),
      await t.app.inject({ method: 'POST', url: '/api/customers/login/', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ];
    const ids = answers.map((a) => a.headers['x-request-id']);
    expect(ids.every((id) => typeof id === 'string' && id.length >= 8)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const passed = await t.app.inject({ method: 'GET', url: '/api/site', headers: { 'x-request-id': 'lb-12345678-abc' } });
    expect(passed.headers['x-request-id']).toBe('lb-12345678-abc');
    const unsafe = await t.app.inject({ method: 'GET', url: '/api/site', headers: { 'x-request-id': 'bad id <script>' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a 500 names its request to the caller and in the log, and shows nothing of the failure', async () => {
    // A table gone missing is our failure, not the caller's (the last test of this file: nothing reads it after).
    await t.app.get(DataSource).query('DROP TABLE contacts');
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const answer = await admin.get<{ requestId: string; message: string }>('/api/contacts/');
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ statusCode: 500, message: API_MESSAGES.serverError.en, requestId: answer.headers['x-request-id'] });
      expect(JSON.stringify(logged.mock.calls)).toContain(String(answer.headers['x-request-id']));
      expect(JSON.stringify(logged.mock.calls)).toMatch(/relation \\"contacts\\" does not exist/);
    } finally {
      logged.mockRestore();
    }
  });
});


