import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { uniformWeek, type LocationInput } from '@dealer/contracts';
import { InvalidInputError } from '../../../core/http/api-error.js';
import { createValidationPipe } from '../../../core/http/validation.pipe.js';
import { LocationBody } from './locations.resource.js';

const pipe = createValidationPipe(LocationBody);
const metadata = { type: 'body', metatype: LocationBody } as const;
const week = uniformWeek(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], { opens: 480, closes: 1320 });
const base = {
  branchName: 'Riyadh - Test',
  email: 'test@autocare.example',
  phoneNumber: '+966 11 000 0000',
  address: 'Test Street',
  postCode: '12345',
  latitude: 24.7,
  longitude: 46.7,
};

/** The fields the pipe refuses, with their rule. */
async function refusals(body: object): Promise<string[]> {
  const error = await pipe.transform(body, metadata).then(() => null, (e: unknown) => e);
  if (!(error instanceof InvalidInputError)) throw new Error(`accepted ${JSON.stringify(body)}`);
  return error.problems.map((p) => `${p.field}:${p.constraint}`);
}

describe('a branch body with structured hours', () => {
  it('accepts a week without the spec texts, Friday evening, Ramadan nights and special ranges', async () => {
    const body = {
      ...base,
      weeklyHours: { ...week, friday: { opens: 960, closes: 1320 } },
      ramadanHours: { opens: 1200, closes: 1560 },
      specialHours: [{ from: '2027-03-09', to: '2027-03-11', hours: null }, { from: '2027-03-12', to: '2027-03-12', hours: { opens: 960, closes: 1380 } }],
    };
    await expect(pipe.transform(body, metadata)).resolves.toMatchObject({ weeklyHours: { friday: { opens: 960 } } });
  });

  it('still needs the spec texts without a week', async () => {
    expect(await refusals(base)).toEqual(['openingSaturday:isString', 'tillThursday:isString']);
    await expect(pipe.transform({ ...base, openingSaturday: '08:00-AM', tillThursday: '10:00-PM' }, metadata)).resolves.toBeInstanceOf(LocationBody);
  });

  it.each([
    ['a closing before the opening', { ...week, monday: { opens: 600, closes: 500 } }, 'weeklyHours.monday.closes:closesAfterOpens'],
    ['an opening at midnight of the next day', { ...week, monday: { opens: 1440, closes: 1500 } }, 'weeklyHours.monday.opens:max'],
    ['a night beyond the latest closing', { ...week, monday: { opens: 1200, closes: 1900 } }, 'weeklyHours.monday.closes:max'],
    ['minutes with a fraction', { ...week, monday: { opens: 480.5, closes: 1320 } }, 'weeklyHours.monday.opens:isInt'],
    ['text times', { ...week, monday: { opens: '08:00', closes: 1320 } }, 'weeklyHours.monday.opens:isInt'],
    ['a day left out', { ...week, friday: undefined }, 'weeklyHours.friday:openHours'],
    ['a day as text', { ...week, friday: 'closed' }, 'weeklyHours.friday:openHours'],
    ['an unknown field', { ...week, monday: { opens: 480, closes: 1320, lunch: 720 } }, 'weeklyHours.monday.lunch:whitelistValidation'],
    ['a week closed every day', uniformWeek([], { opens: 0, closes: 1 }), 'weeklyHours:openWeek'],
  ])('refuses %s', async (_, weeklyHours, refusal) => {
    expect(await refusals({ ...base, weeklyHours })).toContain(refusal);
  });

  it.each([
    ['an end before the start', { from: '2027-03-12', to: '2027-03-09', hours: null }, 'specialHours.0.to:dateRange'],
    ['a range over 60 days', { from: '2027-01-01', to: '2027-03-02', hours: null }, 'specialHours.0.to:dateRange'],
    ['a date that does not exist', { from: '2027-02-30', to: '2027-03-02', hours: null }, 'specialHours.0.from:isDateString'],
    ['hours left out', { from: '2027-03-09', to: '2027-03-09' }, 'specialHours.0.hours:openHours'],
    ['bad hours', { from: '2027-03-09', to: '2027-03-09', hours: { opens: 900, closes: 900 } }, 'specialHours.0.hours.closes:closesAfterOpens'],
  ])('refuses special hours with %s', async (_, range, refusal) => {
    expect(await refusals({ ...base, weeklyHours: week, specialHours: [range] })).toContain(refusal);
  });

  it('takes a 60-day range and refuses more than 50 ranges', async () => {
    await expect(pipe.transform({ ...base, weeklyHours: week, specialHours: [{ from: '2027-01-01', to: '2027-03-01', hours: null }] }, metadata)).resolves.toBeDefined();
    const many = Array.from({ length: 51 }, () => ({ from: '2027-01-01', to: '2027-01-01', hours: null }));
    expect(await refusals({ ...base, weeklyHours: week, specialHours: many })).toContain('specialHours:arrayMaxSize');
  });

  it('takes null Ramadan hours (the usual ones) and refuses bad ones', async () => {
    const accepted = (await pipe.transform({ ...base, weeklyHours: week, ramadanHours: null }, metadata)) as LocationInput;
    expect(accepted.ramadanHours).toBeNull();
    expect(await refusals({ ...base, weeklyHours: week, ramadanHours: { opens: 1200 } })).toContain('ramadanHours.closes:isInt');
  });
});
