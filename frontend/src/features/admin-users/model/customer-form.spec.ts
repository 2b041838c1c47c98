import { describe, expect, it } from '@jest/globals';
import type { CustomerRow } from '@dealer/contracts';
import { customerFormProblems, EMPTY_CUSTOMER_FORM, formFromRow, toUpdateRequest, validateCustomerForm } from './customer-form';

const row: CustomerRow = {
  _id: 'c1',
  firstName: 'Faisal',
  lastName: 'Qahtani',
  email: 'faisal@example.com',
  phoneNumber: '+966512345678',
  type: 'customer',
  branches: [],
  verified: true,
  lang: 'ar',
  createdAt: '2026-01-02T10:00:00.000Z',
};

describe('customer form', () => {
  it('refuses to save before a row is loaded', () => {
    expect(validateCustomerForm(EMPTY_CUSTOMER_FORM)).toBe('noRowLoaded');
  });

  it('loads a row with an empty password and verified as text', () => {
    const form = formFromRow(row);
    expect(form).toMatchObject({ _id: 'c1', password: '', verified: 'true', type: 'customer' });
    expect(validateCustomerForm(form)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber'] as const)('requires %s', (field) => {
    expect(validateCustomerForm({ ...formFromRow(row), [field]: ' ' })).toBe('fillDetails');
  });

  it('does not require a password', () => {
    expect(validateCustomerForm({ ...formFromRow(row), password: '' })).toBeNull();
  });

  it('sends verified as a boolean and trims names', () => {
    const request = toUpdateRequest({ ...formFromRow(row), firstName: ' Faisal ', verified: 'false', type: 'admin' });
    expect(request).toEqual({
      firstName: 'Faisal',
      lastName: 'Qahtani',
      email: 'faisal@example.com',
      phoneNumber: '+966512345678',
      password: '',
      type: 'admin',
      branches: [],
      verified: false,
    });
  });

  it('sends the branches of branch staff, and none for another type', () => {
    const staff = { ...formFromRow(row), type: 'staff' as const, branches: ['b1', 'b2'] };
    expect(toUpdateRequest(staff)).toMatchObject({ type: 'staff', branches: ['b1', 'b2'] });
    expect(toUpdateRequest({ ...staff, type: 'customer' })).toMatchObject({ type: 'customer', branches: [] });
  });

  it('loads the branches of a staff row', () => {
    expect(formFromRow({ ...row, type: 'staff', branches: ['b1'] })).toMatchObject({ type: 'staff', branches: ['b1'] });
  });

  it('asks for a branch at least for branch staff, at the branches field', () => {
    const staff = { ...formFromRow(row), type: 'staff' as const, branches: [] };
    expect(customerFormProblems(staff)).toEqual({ branches: 'choose' });
    expect(customerFormProblems({ ...staff, branches: ['b1'] })).toEqual({});
    expect(customerFormProblems({ ...staff, type: 'customer' })).toEqual({});
  });

  it('marks each empty required text at its field', () => {
    expect(customerFormProblems({ ...formFromRow(row), firstName: ' ', phoneNumber: '' })).toEqual({ firstName: 'fill', phoneNumber: 'fill' });
  });
});
