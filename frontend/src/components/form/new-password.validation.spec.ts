import { describe, expect, it } from '@jest/globals';
import { validateNewPassword } from './new-password.validation';

describe('validateNewPassword', () => {
  it('requires both fields and a match', () => {
    expect(validateNewPassword('', '')).toBe('fillDetails');
    expect(validateNewPassword('abcdefgh', 'abcdefgi')).toBe('passwordNotMatched');
    expect(validateNewPassword('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
