import { describe, expect, it } from '@jest/globals';
import { SPEC_MESSAGES } from '@dealer/contracts';
import {
  EMPTY_REGISTER_FORM,
  readVerificationParams,
  validateNewPassword,
  validateRegisterForm,
  type RegisterFormValues,
} from './auth-forms.validation';

const complete: RegisterFormValues = {
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  email: 'noura@example.com',
  phoneNumber: '0501234567',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
};

describe('validateRegisterForm', () => {
  it('accepts a complete form with matching passwords', () => {
    expect(validateRegisterForm(complete)).toBeNull();
  });

  it.each(Object.keys(EMPTY_REGISTER_FORM) as (keyof RegisterFormValues)[])(
    'asks to fill details when %s is empty',
    (field) => {
      expect(validateRegisterForm({ ...complete, [field]: '' })).toBe('fillDetails');
    },
  );

  it('treats blanks as empty', () => {
    expect(validateRegisterForm({ ...complete, firstName: '   ' })).toBe('fillDetails');
  });

  it('reports mismatched passwords with the exact spec text', () => {
    const key = validateRegisterForm({ ...complete, confirmPassword: 'other-pass' });
    expect(key).toBe('passwordNotMatched');
    expect(key && SPEC_MESSAGES[key].en).toBe('Password not matched');
  });

  it('checks emptiness before the match', () => {
    expect(validateRegisterForm({ ...complete, confirmPassword: '' })).toBe('fillDetails');
  });
});

describe('validateNewPassword', () => {
  it('requires both fields and a match', () => {
    expect(validateNewPassword('', '')).toBe('fillDetails');
    expect(validateNewPassword('abcdefgh', 'abcdefgi')).toBe('passwordNotMatched');
    expect(validateNewPassword('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('readVerificationParams', () => {
  it('reads userId and token', () => {
    expect(readVerificationParams(new URLSearchParams('userId=42&token=abc'))).toEqual({ userId: '42', token: 'abc' });
  });

  it('ignores a link with a part missing', () => {
    expect(readVerificationParams(new URLSearchParams('userId=42'))).toBeNull();
    expect(readVerificationParams(new URLSearchParams('token=abc&userId='))).toBeNull();
  });
});
