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

  it('shows what a formatted field should look like', () => {
    expect(describeProblem({ field: 'timeSlot', constraint: 'matches', detail: 'timeSlot must be a 12-hour time like 01:00 PM' }, 'en')).toBe('Time slot must look like 01:00 PM');
    expect(describeProblem({ field: 'dayTiming', constraint: 'matches', detail: 'x' }, 'ar')).toBe('يجب أن يكون ساعات العمل بالشكل 08:00-AM to 10:00-PM');
  });

  it('falls back to the validator text for rules it does not know', () => {
    expect(describeProblem({ field: 'age', constraint: 'isPositive', detail: 'age must be a positive number' }, 'en')).toBe('age must be a positive number');
  });
});

describe('the request guard in words', () => {
  it('says which field holds a character that cannot be saved, in both languages', () => {
    expect(describeProblem({ field: 'firstName', constraint: 'storableText', detail: 'x' }, 'en')).toMatch(/^First name contains a character that cannot be saved/);
    expect(describeProblem({ field: 'firstName', constraint: 'storableText', detail: 'x' }, 'ar')).toMatch(/^يحتوي الاسم الأول على حرف لا يمكن حفظه/);
  });

  it('gives the range of plausible dates and the nesting limit', () => {
    expect(describeProblem({ field: 'bookingDate', constraint: 'plausibleDate', detail: 'x' }, 'en')).toMatch(/must be a date between 1950 and 2100$/);
    expect(describeProblem({ field: 'body', constraint: 'maxNesting', detail: 'x' }, 'en')).toBe('The request is nested too deeply (at most 32 levels)');
  });
});
