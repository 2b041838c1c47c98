import { describe, expect, it } from '@jest/globals';
import { emptyForm, formFromRow, formToInput, validateForm } from './crud-form.model';
import type { FieldSpec } from './crud.types';

interface SampleInput {
  title: string;
  count: number;
  days: string[];
  note?: string | null;
}

const fields: readonly FieldSpec<SampleInput>[] = [
  { name: 'title', kind: 'text', label: 'serviceName', required: true },
  { name: 'count', kind: 'number', label: 'price', required: true, min: 0 },
  { name: 'days', kind: 'checkboxes', label: 'workingDays', options: [{ value: 'a' }, { value: 'b' }], initial: ['b'] },
  { name: 'note', kind: 'time', label: 'dayTiming', pattern: /^\d\d$/, emptyAsNull: true },
];

describe('generic CRUD form', () => {
  it('starts in create mode with the declared initial values', () => {
    expect(emptyForm(fields)).toEqual({ _id: '', values: { title: '', count: '', days: ['b'], note: '' } });
  });

  it('does not share the initial list between forms', () => {
    const form = emptyForm(fields);
    (form.values.days as string[]).push('a');
    expect(emptyForm(fields).values.days).toEqual(['b']);
  });

  it('Edit loads a row into update mode, numbers as text and null as empty', () => {
    const form = formFromRow(fields, { _id: 'r1', title: 'A', count: 3, days: ['a'], note: null } as { _id: string });
    expect(form).toEqual({ _id: 'r1', values: { title: 'A', count: '3', days: ['a'], note: '' } });
  });

  it('reports missing required fields first', () => {
    expect(validateForm(fields, emptyForm(fields))).toEqual({ kind: 'missing' });
    const blankTitle = { _id: '', values: { title: '  ', count: '1', days: [], note: '' } };
    expect(validateForm(fields, blankTitle)).toEqual({ kind: 'missing' });
  });

  it('counts an empty required list as missing', () => {
    const required: readonly FieldSpec<SampleInput>[] = [{ ...fields[2], required: true } as FieldSpec<SampleInput>];
    expect(validateForm(required, { _id: '', values: { days: [] } })).toEqual({ kind: 'missing' });
  });

  it('rejects numbers that are not numbers or below the minimum, and texts off the pattern', () => {
    const base = { title: 'A', count: '1', days: [], note: '' };
    expect(validateForm(fields, { _id: '', values: { ...base, count: 'abc' } })).toEqual({ kind: 'invalid', label: 'price' });
    expect(validateForm(fields, { _id: '', values: { ...base, count: '-1' } })).toEqual({ kind: 'invalid', label: 'price' });
    expect(validateForm(fields, { _id: '', values: { ...base, note: 'x' } })).toEqual({ kind: 'invalid', label: 'dayTiming' });
    expect(validateForm(fields, { _id: '', values: base })).toBeNull();
  });

  it('builds the body: trimmed texts, numbers, lists in option order, empty optional text as null', () => {
    const body = formToInput(fields, { _id: '', values: { title: ' A ', count: ' 2.5 ', days: ['b', 'a'], note: '' } });
    expect(body).toEqual({ title: 'A', count: 2.5, days: ['a', 'b'], note: null });
  });

  it('leaves an empty optional number out so the server default applies', () => {
    const optional: readonly FieldSpec<SampleInput>[] = [{ name: 'count', kind: 'number', label: 'capacity' }];
    expect(formToInput(optional, { _id: '', values: { count: '' } })).toEqual({});
  });
});
