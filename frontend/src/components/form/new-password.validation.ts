import type { SpecMessageKey } from '@dealer/contracts';

/**
 * A new password and its confirmation (registration, reset, change): both given, then equal. The server
 * checks again; this only spares a round trip.
 */
export function validateNewPassword(newPassword: string, confirmPassword: string): SpecMessageKey | null {
  if (!newPassword || !confirmPassword) return 'fillDetails';
  if (newPassword !== confirmPassword) return 'passwordNotMatched';
  return null;
}
