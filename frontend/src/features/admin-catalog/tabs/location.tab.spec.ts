import { describe, expect, it } from '@jest/globals';
import { DEFAULT_WORKING_DAYS, type LocationRow } from '@dealer/contracts';
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
};

// No waiting limit: the form leaves the empty number out and the server reads that as none.
const { _id, waitingLimit: _noLimit, branchNameAr: _arabicName, addressAr: _arabicAddress, ...input } = row;

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

  it('starts with one bay and Saturday to Thursday', () => {
    const form = emptyForm(locationTab.fields);
    expect(form.values.capacity).toBe('1');
    expect(form.values.workingDays).toEqual(DEFAULT_WORKING_DAYS);
    expect(form.values.closedDates).toEqual([]);
  });

  it('loads a row as text and sends it back as numbers, lists and nulls', () => {
    const form = formFromRow(locationTab.fields, row);
    expect(form._id).toBe(_id);
    expect(form.values).toMatchObject({ latitude: '24.7136', longitude: '46.6753', capacity: '3', postCode: '12211', ramadanOpening: '' });
    expect(validateForm(locationTab.fields, form)).toBeNull();
    expect(formToInput(locationTab.fields, form)).toEqual({ ...input, closedDates: ['2026-03-19', '2026-03-20'] });
  });

  it('sends a waiting limit when one is set', () => {
    const form = formFromRow(locationTab.fields, { ...row, waitingLimit: 2 });
    expect(formToInput(locationTab.fields, form)).toMatchObject({ waitingLimit: 2 });
  });

  it('keeps the post code as text, leading zeros included', () => {
    const form = formFromRow(locationTab.fields, { ...row, postCode: '01234' });
    expect(formToInput(locationTab.fields, form).postCode).toBe('01234');
  });

  it('sends working days in the week order, whatever order they were ticked in', () => {
    const form = formFromRow(locationTab.fields, { ...row, workingDays: ['thursday', 'saturday'] });
    expect(formToInput(locationTab.fields, form).workingDays).toEqual(['saturday', 'thursday']);
  });

  it('sends Ramadan times when given', () => {
    const form = formFromRow(locationTab.fields, { ...row, ramadanOpening: '09:00-PM', ramadanClosing: '02:00-AM' });
    expect(formToInput(locationTab.fields, form)).toMatchObject({ ramadanOpening: '09:00-PM', ramadanClosing: '02:00-AM' });
  });

  it('needs at least one working day', () => {
    const form = formFromRow(locationTab.fields, { ...row, workingDays: [] });
    expect(validateForm(locationTab.fields, form)).toEqual({ kind: 'missing' });
  });

  it.each([
    ['openingSaturday', '8:00 AM'],
    ['tillThursday', '22:00'],
    ['postCode', '1234'],
    ['capacity', '0'],
    ['latitude', 'north'],
  ])('refuses %s = %s', (name, value) => {
    const form = formFromRow(locationTab.fields, row);
    const problem = validateForm(locationTab.fields, { ...form, values: { ...form.values, [name]: value } });
    expect(problem).toMatchObject({ kind: 'invalid' });
  });
});
