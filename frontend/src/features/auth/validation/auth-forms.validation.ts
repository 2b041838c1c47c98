import type { SpecMessageKey } from '@dealer/contracts';
import { validateNewPassword } from '../../../components/form/new-password.validation';
import { newPasswordProblems, textProblem, type FieldProblems } from '../../../lib/field-problems';

export const LOGIN_FIELDS = ['email', 'password'] as const;

/** Login: an e-mail address of the right shape and a password; whether they match is the server's call. */
export function loginProblems(values: { email: string; password: string }): FieldProblems<(typeof LOGIN_FIELDS)[number]> {
  return { email: textProblem(values.email, 'email'), password: values.password === '' ? 'fill' : undefined };
}

export interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

/** The spec's registration checks, in its order: every field filled, then the two passwords equal. */
export function validateRegisterForm(values: RegisterFormValues): SpecMessageKey | null {
  const filled = Object.values(values).every((value) => value.trim() !== '');
  if (!filled) return 'fillDetails';
  return validateNewPassword(values.password, values.confirmPassword);
}

export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'confirmPassword'] as const;

/** Registration, field by field: names given, an e-mail and a Saudi mobile of the right shape, the new password twice. */
export function registerProblems(values: RegisterFormValues): FieldProblems<(typeof REGISTER_FIELDS)[number]> {
  return {
    firstName: textProblem(values.firstName),
    lastName: textProblem(values.lastName),
    email: textProblem(values.email, 'email'),
    phoneNumber: textProblem(values.phoneNumber, 'mobile'),
    ...newPasswordProblems(values.password, values.confirmPassword),
  };
}

/** The verification link carries both values; anything less is not a verification visit. */
export function readVerificationParams(params: URLSearchParams): { userId: string; token: string } | null {
  const userId = params.get('userId')?.trim();
  const token = params.get('token')?.trim();
  return userId && token ? { userId, token } : null;
}
