import { describe, expect, it } from '@jest/globals';
import { normalizeSaudiMobile, SPEC_MESSAGES } from '@dealer/contracts';
import { authFormsAr } from '../../../locales/auth-forms.ar';
import { authFormsEn } from '../../../locales/auth-forms.en';
import {
  EMPTY_REGISTER_FORM,
  loginProblems,
  registerProblems,
  readVerificationParams,
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

describe('readVerificationParams', () => {
  it('reads userId and token', () => {
    expect(readVerificationParams(new URLSearchParams('userId=42&token=abc'))).toEqual({ userId: '42', token: 'abc' });
  });

  it('ignores a link with a part missing', () => {
    expect(readVerificationParams(new URLSearchParams('userId=42'))).toBeNull();
    expect(readVerificationParams(new URLSearchParams('token=abc&userId='))).toBeNull();
  });
});

describe('field problems of login and registration', () => {
  it('login wants an e-mail of the right shape and a password', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'fill', password: 'fill' });
    expect(loginProblems({ email: 'noura@', password: 'x' })).toEqual({ email: 'email', password: undefined });
    expect(loginProblems({ email: 'noura@example.sa', password: 'x' })).toEqual({ email: undefined, password: undefined });
  });

  it('registration names each field to fix: blanks, a foreign mobile, a short or unconfirmed password', () => {
    const problems = registerProblems({ ...complete, lastName: ' ', phoneNumber: '+44 20 7946 0000', confirmPassword: 'other-pass-1' });
    expect(Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem))).toEqual({
      lastName: 'fill',
      phoneNumber: 'mobile',
      confirmPassword: 'passwordMismatch',
    });
    expect(Object.values(registerProblems(complete)).filter(Boolean)).toEqual([]);
  });

  it('registration names the missing fields together with the values of the wrong shape, for one submit to mark them all', () => {
    const problems = registerProblems({ ...complete, lastName: '', email: 'noura@', phoneNumber: '12345', password: 'short', confirmPassword: '' });
    expect(Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem))).toEqual({
      lastName: 'fill',
      email: 'email',
      phoneNumber: 'mobile',
      password: 'passwordShort',
      confirmPassword: 'fill',
    });
  });
});

describe('the phone hint of registration', () => {
  it.each([
    ['en', authFormsEn.auth.phoneHint],
    ['ar', authFormsAr.auth.phoneHint],
  ])('in %s gives the local and the international form, both numbers the server accepts', (_lang, hint) => {
    const examples = hint.match(/\+?\d+X+/g) ?? [];
    expect(examples).toEqual(['05XXXXXXXX', '+9665XXXXXXXX']);
    for (const example of examples) expect(normalizeSaudiMobile(example.replace(/X/g, '1'))).toBe('+966511111111');
  });
});
