import { describe, expect, it } from '@jest/globals';
import type { CustomerRow } from '@dealer/contracts';
import { EMPTY_CUSTOMER_FORM, formFromRow, toUpdateRequest, validateCustomerForm } from './customer-form';

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
      verified: false,
    });
  });
});
