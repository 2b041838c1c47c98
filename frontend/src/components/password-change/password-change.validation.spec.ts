import { describe, expect, it } from '@jest/globals';
import { validatePasswordChange } from './password-change.validation';

describe('validatePasswordChange', () => {
  it('accepts matching passwords', () => {
    expect(
      validatePasswordChange({ currentPassword: 'old-pass1', newPassword: 'new-pass12', confirmPassword: 'new-pass12' }),
    ).toBeNull();
  });

  it('reports a mismatch with the spec message key', () => {
    expect(
      validatePasswordChange({ currentPassword: 'old-pass1', newPassword: 'new-pass12', confirmPassword: 'new-pass13' }),
    ).toBe('passwordNotMatched');
  });

  it('asks for every field', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'a', confirmPassword: 'a' })).toBe('fillDetails');
  });
});
