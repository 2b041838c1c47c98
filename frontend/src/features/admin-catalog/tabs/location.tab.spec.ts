import { describe, expect, it } from '@jest/globals';
import { uniformWeek, type LocationRow } from '@dealer/contracts';
import type { HoursValue } from '../crud/hours-form.model';
import { withArabicCompanions } from '../crud/arabic-companions';
import { emptyForm, formFromRow, formToInput, validateForm } from '../crud/crud-form.model';
import { locationTab } from './location.tab';

const row: LocationRow = {
  _id: 'l1',
  branchName: 'Riyadh – Olaya',
  branchNameAr: 'الرياض - العليا',
  email: 'olaya@example.sa',
  phoneNumber: '+966112345678',
  address: 'Olaya Street',
  addressAr: '',
  postCode: '12211',
  openingSaturday: '08:00-AM',
  tillThursday: '10:00-PM',
  latitude: 24.7136,
  longitude: 46.6753,
  capacity: 3,
  waitingLimit: null,
  workingDays: ['saturday', 'sunday', 'monday'],
  closedDates: ['2026-03-20', '2026-03-19'],
  ramadanOpening: null,
  ramadanClosing: null,
  weeklyHours: { ...uniformWeek(['saturday', 'sunday', 'monday'], { opens: 480, closes: 1320 }), friday: { opens: 960, closes: 1320 } },
  ramadanHours: null,
  specialHours: [{ from: '2027-03-09', to: '2027-03-11', hours: null }],
};

// No waiting limit: the form leaves the empty number out and the server reads that as none. The text
// times, working days and Ramadan texts are the server's to derive.
const {
  _id,
  waitingLimit: _noLimit,
  branchNameAr: _arabicName,
  addressAr: _arabicAddress,
  openingSaturday: _opening,
  tillThursday: _closing,
  workingDays: _days,
  ramadanOpening: _ramadanOpening,
  ramadanClosing: _ramadanClosing,
  ...input
} = row;

type Week = Extract<HoursValue, { kind: 'week' }>;
type Special = Extract<HoursValue, { kind: 'special' }>;

/** What a fresh form needs besides its defaults to be sent. */
const filled = { branchName: 'X', email: 'x@example.sa', phoneNumber: '+966112345678', address: 'Street', postCode: '12345', latitude: '24.7', longitude: '46.7' };

/** Hours the editors would show a problem for, with the field that holds them. */
function brokenHours(): [string, string, HoursValue][] {
  const week = formFromRow(locationTab.fields, row).values.weeklyHours as Week;
  const allClosed = Object.fromEntries(Object.entries(week.days).map(([day, draft]) => [day, { ...draft, open: false }])) as Week['days'];
  return [
    ['a day without its closing', 'weeklyHours', { ...week, days: { ...week.days, monday: { open: true, opens: '08:00', closes: '' } } }],
    ['a week closed every day', 'weeklyHours', { ...week, days: allClosed }],
    ['a night past 06:00', 'ramadanHours', { kind: 'ramadan', own: true, times: { opens: '20:00', closes: '07:00' } }],
    ['a range ending before it starts', 'specialHours', { kind: 'special', ranges: [{ from: '2027-03-12', to: '2027-03-09', closed: true, opens: '', closes: '' }] }],
  ];
}

describe('Location tab', () => {
  const fields = withArabicCompanions('locations', locationTab.fields);

  it('puts the Arabic name and address beside the English ones, optional and right to left', () => {
    const names = fields.map((field) => field.name);
    expect(names.slice(0, 2)).toEqual(['branchName', 'branchNameAr']);
    expect(names[names.indexOf('address') + 1]).toBe('addressAr');
    const companion = fields.find((field) => field.name === 'branchNameAr');
    expect(companion).toMatchObject({ label: 'branchName', kind: 'text', arabic: true });
    expect(companion?.required).toBeUndefined();
  });

  it('loads and sends the Arabic texts, an empty one as empty text', () => {
    const form = formFromRow(fields, row);
    expect(form.values).toMatchObject({ branchNameAr: 'الرياض - العليا', addressAr: '' });
    expect(validateForm(fields, { ...form, values: { ...form.values, addressAr: '' } })).toBeNull();
    expect(formToInput(fields, form)).toMatchObject({ branchNameAr: 'الرياض - العليا', addressAr: '' });
  });

  it('starts with one bay, Saturday to Thursday 08:00–22:00, the usual hours in Ramadan and no special hours', () => {
    const form = emptyForm(locationTab.fields);
    expect(form.values.capacity).toBe('1');
    expect(form.values.closedDates).toEqual([]);
    expect(formToInput(locationTab.fields, { ...form, values: { ...form.values, ...filled } })).toMatchObject({
      weeklyHours: uniformWeek(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], { opens: 480, closes: 1320 }),
      ramadanHours: null,
      specialHours: [],
    });
  });

  it('edits hours with pickers, not the spec texts', () => {
    const names = locationTab.fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['weeklyHours', 'ramadanHours', 'specialHours']));
    for (const derived of ['openingSaturday', 'tillThursday', 'workingDays', 'ramadanOpening', 'ramadanClosing']) expect(names).not.toContain(derived);
  });

  it('loads a row and sends it back as numbers, lists, nulls and hours in minutes', () => {
    const form = formFromRow(locationTab.fields, row);
    expect(form._id).toBe(_id);
    expect(form.values).toMatchObject({ latitude: '24.7136', longitude: '46.6753', capacity: '3', postCode: '12211' });
    expect((form.values.weeklyHours as Week).days.friday).toEqual({ open: true, opens: '16:00', closes: '22:00' });
    expect((form.values.weeklyHours as Week).days.tuesday).toMatchObject({ open: false });
    expect(validateForm(locationTab.fields, form)).toBeNull();
    expect(formToInput(locationTab.fields, form)).toEqual({ ...input, closedDates: ['2026-03-19', '2026-03-20'] });
  });

  it('sends a closed Tuesday, a Friday evening and a Ramadan night past midnight', () => {
    const form = formFromRow(locationTab.fields, { ...row, weeklyHours: uniformWeek(['saturday', 'tuesday'], { opens: 480, closes: 1320 }) });
    const week = form.values.weeklyHours as Week;
    const values = {
      ...form.values,
      weeklyHours: { ...week, days: { ...week.days, tuesday: { ...week.days.tuesday, open: false }, friday: { open: true, opens: '16:00', closes: '22:00' } } },
      ramadanHours: { kind: 'ramadan', own: true, times: { opens: '20:00', closes: '02:00' } },
    } satisfies typeof form.values;
    expect(formToInput(locationTab.fields, { ...form, values })).toMatchObject({
      weeklyHours: { saturday: { opens: 480, closes: 1320 }, tuesday: null, friday: { opens: 960, closes: 1320 } },
      ramadanHours: { opens: 1200, closes: 1560 },
    });
  });

  it('sends special hours closed or with their own times', () => {
    const form = formFromRow(locationTab.fields, row);
    const special: Special = { kind: 'special', ranges: [{ from: '2027-03-12', to: '2027-03-12', closed: false, opens: '16:00', closes: '00:00' }] };
    expect(formToInput(locationTab.fields, { ...form, values: { ...form.values, specialHours: special } }).specialHours).toEqual([
      { from: '2027-03-12', to: '2027-03-12', hours: { opens: 960, closes: 1440 } },
    ]);
  });

  it.each(brokenHours())('refuses %s, naming the hours field', (_, name, value) => {
    const form = formFromRow(locationTab.fields, row);
    expect(validateForm(locationTab.fields, { ...form, values: { ...form.values, [name]: value } })).toEqual({ kind: 'invalid', label: name, rows: true });
  });

  it('sends a waiting limit when one is set', () => {
    const form = formFromRow(locationTab.fields, { ...row, waitingLimit: 2 });
    expect(formToInput(locationTab.fields, form)).toMatchObject({ waitingLimit: 2 });
  });

  it('keeps the post code as text, leading zeros included', () => {
    const form = formFromRow(locationTab.fields, { ...row, postCode: '01234' });
    expect(formToInput(locationTab.fields, form).postCode).toBe('01234');
  });

  it.each([
    ['postCode', '1234'],
    ['capacity', '0'],
    ['latitude', 'north'],
  ])('refuses %s = %s', (name, value) => {
    const form = formFromRow(locationTab.fields, row);
    const problem = validateForm(locationTab.fields, { ...form, values: { ...form.values, [name]: value } });
    expect(problem).toMatchObject({ kind: 'invalid' });
  });
});
