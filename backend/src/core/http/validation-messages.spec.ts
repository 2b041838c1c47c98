import { describe, expect, it } from '@jest/globals';
import { describeProblem } from './validation-messages.js';

describe('describeProblem', () => {
  it('names the field and the rule in English', () => {
    expect(describeProblem({ field: 'password', constraint: 'minLength', detail: 'password must be longer than or equal to 8 characters' }, 'en'))
      .toBe('Password must be at least 8 characters');
  });

  it('speaks Arabic with Arabic field names', () => {
    expect(describeProblem({ field: 'email', constraint: 'isEmail', detail: 'email must be an email' }, 'ar'))
      .toBe('يجب أن يكون البريد الإلكتروني عنوان بريد إلكتروني صالحاً');
  });

  it('lists the allowed values', () => {
    expect(describeProblem({ field: 'type', constraint: 'isIn', detail: 'type must be one of the following values: admin, customer' }, 'en'))
      .toBe('Type must be one of: admin, customer');
  });

  it('falls back to the validator text for rules it does not know', () => {
    expect(describeProblem({ field: 'age', constraint: 'isInt', detail: 'age must be an integer number' }, 'en')).toBe('age: age must be an integer number');
  });
});
