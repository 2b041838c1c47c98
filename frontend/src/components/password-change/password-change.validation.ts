import type { SpecMessageKey } from '@dealer/contracts';

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
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return 'fillDetails';
  if (values.newPassword !== values.confirmPassword) return 'passwordNotMatched';
  return null;
}
