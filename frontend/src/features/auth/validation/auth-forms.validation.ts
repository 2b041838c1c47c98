import type { SpecMessageKey } from '@dealer/contracts';

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
  if (values.password !== values.confirmPassword) return 'passwordNotMatched';
  return null;
}

/** The new-password page: the server checks again, this only spares a round trip. */
export function validateNewPassword(newPassword: string, confirmPassword: string): SpecMessageKey | null {
  if (!newPassword || !confirmPassword) return 'fillDetails';
  if (newPassword !== confirmPassword) return 'passwordNotMatched';
  return null;
}

/** The verification link carries both values; anything less is not a verification visit. */
export function readVerificationParams(params: URLSearchParams): { userId: string; token: string } | null {
  const userId = params.get('userId')?.trim();
  const token = params.get('token')?.trim();
  return userId && token ? { userId, token } : null;
}
