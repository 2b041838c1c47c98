import type { SpecMessageKey } from '@dealer/contracts';
import { newPasswordProblems, type FieldProblems } from '../../lib/field-problems';
import { validateNewPassword } from '../form/new-password.validation';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The spec has no client rule for a change, but a typo in the new password would lock the customer
 * out, so the confirmation must match (the spec's own 'Password not matched' text). Length and
 * strength are the server's call.
 */
export function validatePasswordChange(values: PasswordChangeValues): SpecMessageKey | null {
  if (!values.currentPassword) return 'fillDetails';
  return validateNewPassword(values.newPassword, values.confirmPassword);
}

export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Field by field: the current password given, the new one long enough and confirmed. */
export function passwordChangeProblems(values: PasswordChangeValues): FieldProblems<(typeof PASSWORD_CHANGE_FIELDS)[number]> {
  const { password, confirmPassword } = newPasswordProblems(values.newPassword, values.confirmPassword);
  return { currentPassword: values.currentPassword === '' ? 'fill' : undefined, newPassword: password, confirmPassword };
}
