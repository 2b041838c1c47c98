import { beforeAll, describe, expect, it } from '@jest/globals';
import { uniformWeek } from '@dealer/contracts';
import { Caller } from './support/http-client.js';
import { expectRefusal } from './support/refusal.js';
import { TEST_ADMIN, useTestApp } from './support/test-app.js';

/** A branch's weekly and special hours are rows inside the body: their refusals name the row as a person reads it. */
const t = useTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = new Caller(t.app);
  await admin.post('/api/customers/login/', TEST_ADMIN);
});

describe('a branch\'s nested hours', () => {
  const week = uniformWeek(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], { opens: 480, closes: 1320 });
  const branch = {
    branchName: 'Riyadh - Nested Hours',
    email: 'nested@autocare.example',
    phoneNumber: '+966 11 000 0000',
    address: 'Test Street',
    postCode: '12345',
    latitude: 24.7,
    longitude: 46.7,
    weeklyHours: week,
  };
  const range = { from: '2027-03-09', to: '2027-03-11', hours: null };
  let path: string;
  beforeAll(async () => {
    const created = await admin.post<{ _id: string }>('/api/locations/', branch);
    expect(created.status).toBe(201);
    path = `/api/locations/${created.body._id}`;
  });
  const save = (body: object, lang: 'en' | 'ar' = 'en') => admin.send<{ message: string; errors: { field: string; message: string }[] }>('PUT', path, { ...branch, ...body }, { 'accept-language': lang });
  /** No message may show a machine path (`specialHours.0`, `weeklyHours.foo`) or class-validator's words. */
  const expectNoPath = (message: string) => expect(message).not.toMatch(/[a-z]+Hours\.|closedDates\.|nested property|either object or array/);

  it('says a row that is not an object must be one, in the caller\'s language', async () => {
    const english = await save({ specialHours: [1] });
    expect(expectRefusal(english)).toBe('Special hours, row 1 must be an object of fields like {"from": "2026-09-23", "to": "2026-09-25", "hours": null}');
    expect(english.body.errors).toEqual([{ field: 'specialHours.0', message: english.body.message }]);
    const arabic = await save({ specialHours: [range, 'x'] }, 'ar');
    expect(expectRefusal(arabic)).toBe('يجب أن تكون قيمة «ساعات العمل الخاصة، الصف 2» كائناً من الحقول مثل {"from": "2026-09-23", "to": "2026-09-25", "hours": null}');
    // A list where the week's object is expected is told about the week, not about its first item.
    const list = await save({ weeklyHours: [1] }, 'ar');
    expectNoPath(expectRefusal(list));
    expect(list.body.errors.map((e) => e.field)).toEqual(['weeklyHours']);
    expect(list.body.message).toMatch(/^يجب أن تتضمن قيمة ساعات العمل أيام الأسبوع السبعة/);
    expectNoPath(expectRefusal(await save({ weeklyHours: { ...week, monday: 5 } })));
  });

  it('refuses a list inside the list of ranges instead of storing it', async () => {
    const nested = await save({ specialHours: [[range]] });
    expect(expectRefusal(nested)).toMatch(/^Special hours, row 1 must be an object of fields like/);
    const stored = await admin.get<{ data: { _id: string; specialHours: unknown[] }[] }>('/api/locations/');
    expect(stored.body.data.find((row) => path.endsWith(row._id))?.specialHours).toEqual([]);
  });

  it('names a field inside a row by the list, the row and the field, in English and Arabic', async () => {
    const english = await save({ specialHours: [range, { ...range, from: '2027-02-30' }] });
    expect(expectRefusal(english)).toBe('Special hours, row 2: From must be a date like 2026-09-23');
    expect(english.body.errors[0]!.field).toBe('specialHours.1.from');
    const arabic = await save({ specialHours: [{ ...range, from: '2027-02-30' }] }, 'ar');
    expect(expectRefusal(arabic)).toBe('يجب أن تكون قيمة «ساعات العمل الخاصة، الصف 1: من تاريخ» تاريخاً مثل 2026-09-23');
    const hours = await save({ specialHours: [{ ...range, hours: { opens: 900, closes: 800 } }] });
    expect(expectRefusal(hours)).toMatch(/^Special hours, row 1: Closing \(minutes after midnight\) must come after the opening/);
  });

  it('names an item of a list of dates, and an unknown field inside the object it was sent in', async () => {
    expect(expectRefusal(await save({ closedDates: ['2026-09-23', '0000-01-01'] }))).toBe('Closed dates, item 2 must be a date between 1950 and 2100');
    expect(expectRefusal(await save({ closedDates: ['0000-01-01'] }, 'ar'))).toBe('يجب أن تكون قيمة «أيام الإغلاق، العنصر 1» تاريخاً بين 1950 و2100');
    const unknown = await save({ weeklyHours: { ...week, foo: 1 } });
    expect(expectRefusal(unknown)).toBe('foo is not a known field in Opening hours');
    expect(unknown.body.errors[0]!.field).toBe('weeklyHours.foo');
    expect(expectRefusal(await save({ weeklyHours: { ...week, foo: 1 } }, 'ar'))).toBe('الحقل foo غير معروف في ساعات العمل');
    expect(expectRefusal(await save({ specialHours: [{ ...range, lunch: 720 }] }, 'ar'))).toBe('الحقل lunch غير معروف في «ساعات العمل الخاصة، الصف 1»');
  });
});
