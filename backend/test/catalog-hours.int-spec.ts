import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniformWeek, type LocationRow, type ServiceRow } from '@dealer/contracts';
import { adminCaller } from './support/accounts.js';
import { BRANCH_DETAILS } from './support/booking-fixtures.js';
import type { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const { openingSaturday: _opening, tillThursday: _closing, ...DETAILS } = BRANCH_DETAILS;
const SAT_TO_THU = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const;
const WEEK = { ...uniformWeek([...SAT_TO_THU], { opens: 480, closes: 1320 }), tuesday: null, friday: { opens: 960, closes: 1320 } };

async function rowOf(id: string): Promise<LocationRow> {
  return (await admin.get<{ data: LocationRow[] }>('/api/locations/')).body.data.find((r) => r._id === id)!;
}

describe('branch hours', () => {
  it('stores a structured week with Friday evening, Ramadan nights and special ranges, and answers both forms', async () => {
    const created = await admin.post<{ _id: string }>('/api/locations/', {
      branchName: 'Hours - Structured',
      ...DETAILS,
      weeklyHours: WEEK,
      ramadanHours: { opens: 1200, closes: 1560 },
      specialHours: [
        { from: '2027-03-09', to: '2027-03-10', hours: null },
        { from: '2027-03-11', to: '2027-03-11', hours: { opens: 960, closes: 1380 } },
      ],
    });
    expect(created.status).toBe(201);
    expect(await rowOf(created.body._id)).toMatchObject({
      weeklyHours: WEEK,
      workingDays: ['saturday', 'sunday', 'monday', 'wednesday', 'thursday', 'friday'],
      openingSaturday: '08:00-AM',
      tillThursday: '10:00-PM',
      ramadanHours: { opens: 1200, closes: 1560 },
      ramadanOpening: '08:00-PM',
      ramadanClosing: '02:00-AM',
      specialHours: [
        { from: '2027-03-09', to: '2027-03-10', hours: null },
        { from: '2027-03-11', to: '2027-03-11', hours: { opens: 960, closes: 1380 } },
      ],
    });

    // Saturday closed now: the texts follow the first working day; Ramadan back to the usual hours.
    const week = { ...WEEK, saturday: null, sunday: { opens: 540, closes: 1440 } };
    const updated = await admin.put(`/api/locations/${created.body._id}`, { branchName: 'Hours - Structured', ...DETAILS, weeklyHours: week, ramadanHours: null });
    expect(updated.status).toBe(200);
    const row = await rowOf(created.body._id);
    expect(row).toMatchObject({ weeklyHours: week, openingSaturday: '09:00-AM', tillThursday: '12:00-AM', ramadanHours: null, ramadanOpening: null, ramadanClosing: null });
    // Left out by the update, the special ranges stay.
    expect(row.specialHours).toHaveLength(2);
    expect(row.workingDays).not.toContain('saturday');
  });

  it("still takes the spec's text-only body, with a uniform week on its working days", async () => {
    const created = await admin.post<{ _id: string }>('/api/locations/', {
      branchName: 'Hours - Texts',
      ...BRANCH_DETAILS,
      workingDays: ['saturday', 'friday'],
      ramadanOpening: '09:00-PM',
      ramadanClosing: '02:00-AM',
    });
    expect(created.status).toBe(201);
    expect(await rowOf(created.body._id)).toMatchObject({
      weeklyHours: uniformWeek(['saturday', 'friday'], { opens: 480, closes: 1320 }),
      ramadanHours: { opens: 1260, closes: 1560 },
      specialHours: [],
      openingSaturday: '08:00-AM',
    });
  });

  it('refuses bad hours with 400 and a message at each field, in English and Arabic', async () => {
    const body = {
      branchName: 'Hours - Bad',
      ...DETAILS,
      weeklyHours: { ...WEEK, monday: { opens: 600, closes: 540 }, friday: 'evening' },
      ramadanHours: { opens: 1200, closes: 2000 },
      specialHours: [{ from: '2027-03-12', to: '2027-03-09', hours: null }],
    };
    const refused = await admin.post<{ errors: { field: string; message: string }[] }>('/api/locations/', body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'weeklyHours.monday.closes', message: expect.stringMatching(/^Monday closing \(minutes after midnight\) must come after the opening/) },
        { field: 'weeklyHours.friday', message: expect.stringMatching(/^Friday hours must be \{opens, closes\} in minutes after midnight/) },
        { field: 'ramadanHours.closes', message: 'Ramadan closing (minutes after midnight) must be at most 1800' },
        { field: 'specialHours.0.to', message: expect.stringContaining("on or after the range's first date") },
      ]),
    );
    const arabic = await (await adminCaller(t, 'ar')).post<{ errors: { field: string; message: string }[] }>('/api/locations/', body);
    expect(arabic.body.errors.find((e) => e.field === 'weeklyHours.monday.closes')?.message).toMatch(/وقت إغلاق الاثنين .*بعد وقت الافتتاح/);

    const closedWeek = await admin.post<{ errors: { field: string }[] }>('/api/locations/', { ...body, weeklyHours: uniformWeek([], { opens: 0, closes: 1 }), ramadanHours: null, specialHours: [] });
    expect(closedWeek.body.errors).toEqual([{ field: 'weeklyHours', message: 'Opening hours must give all seven weekdays and open on at least one' }]);
    for (const odd of [
      { weeklyHours: [] },
      { weeklyHours: 'Saturday to Thursday' },
      { weeklyHours: { ...WEEK, monday: [480, 1320] } },
      { weeklyHours: WEEK, ramadanHours: [] },
      { weeklyHours: WEEK, specialHours: [null] },
      { weeklyHours: WEEK, specialHours: 'Eid' },
      { weeklyHours: WEEK, specialHours: [{ from: 20270309, to: '2027-03-10', hours: null }] },
    ]) {
      const answer = await admin.post<{ errors: { field: string }[] }>('/api/locations/', { branchName: 'Hours - Odd', ...DETAILS, ...odd });
      expect({ odd, status: answer.status }).toEqual({ odd, status: 400 });
      expect(answer.body.errors.length).toBeGreaterThan(0);
    }
    const noTimes = await admin.post<{ errors: { field: string }[] }>('/api/locations/', { branchName: 'Hours - None', ...DETAILS });
    expect(noTimes.body.errors.map((e) => e.field)).toEqual(['openingSaturday', 'tillThursday']);
    expect((await admin.get<{ data: LocationRow[] }>('/api/locations/')).body.data.map((r) => r.branchName)).not.toContain('Hours - Bad');
  });
});

describe('service durations', () => {
  it('default to 60 minutes, change on update and stay when an update leaves them out', async () => {
    const durationOf = async (id: string) => (await admin.get<{ data: ServiceRow[] }>('/api/services/')).body.data.find((r) => r._id === id)?.durationMinutes;
    const service = { serviceName: 'Compressor Replacement', serviceCategory: 'Durations' };
    const created = await admin.post<{ _id: string }>('/api/services/', service);
    expect(await durationOf(created.body._id)).toBe(60);
    expect((await admin.put(`/api/services/${created.body._id}`, { ...service, durationMinutes: 180 })).status).toBe(200);
    expect(await durationOf(created.body._id)).toBe(180);
    expect((await admin.put(`/api/services/${created.body._id}`, service)).status).toBe(200);
    expect(await durationOf(created.body._id)).toBe(180);

    for (const durationMinutes of [0, 12.5, '60', null, 24 * 60]) {
      const refused = await admin.put<{ errors: { field: string }[] }>(`/api/services/${created.body._id}`, { ...service, durationMinutes });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]!.field).toBe('durationMinutes');
    }
    expect(await durationOf(created.body._id)).toBe(180);
  });
});
