import type { CustomerRow, CustomerType, SpecMessageKey, UpdateCustomerRequest } from '@dealer/contracts';

/** The Register Users form. Selects hold strings, so verified is 'true' or 'false' here. */
export interface CustomerFormValues {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  type: CustomerType;
  verified: 'true' | 'false';
}

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  _id: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  type: 'customer',
  verified: 'false',
};

/** Edit loads a row; the password is never sent to the browser, so it starts empty (= unchanged). */
export function formFromRow(row: CustomerRow): CustomerFormValues {
  return {
    _id: row._id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    password: '',
    type: row.type,
    verified: row.verified ? 'true' : 'false',
  };
}

export type CustomerFormProblem = 'noRowLoaded' | Extract<SpecMessageKey, 'fillDetails'>;

/**
 * The form only updates (the spec has no create), so a save needs a loaded row. The spec also
 * required a password; here an empty one keeps the current password, because the stored one is a
 * hash the admin cannot see.
 */
export function validateCustomerForm(values: CustomerFormValues): CustomerFormProblem | null {
  if (!values._id) return 'noRowLoaded';
  const required = [values.firstName, values.lastName, values.email, values.phoneNumber];
  if (required.some((value) => value.trim() === '')) return 'fillDetails';
  return null;
}

export function toUpdateRequest(values: CustomerFormValues): UpdateCustomerRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    password: values.password,
    type: values.type,
    verified: values.verified === 'true',
  };
}
