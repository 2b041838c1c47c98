import { describe, expect, it } from '@jest/globals';
import { passwordChangeProblems, validatePasswordChange } from './password-change.validation';

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

describe('passwordChangeProblems', () => {
  it('puts each problem at its field', () => {
    expect(passwordChangeProblems({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      currentPassword: 'fill',
      newPassword: 'passwordShort',
      confirmPassword: undefined,
    });
    expect(passwordChangeProblems({ currentPassword: 'old-pass1', newPassword: 'new-pass12', confirmPassword: 'new-pass13' })).toEqual({
      currentPassword: undefined,
      newPassword: undefined,
      confirmPassword: 'passwordMismatch',
    });
  });
});
