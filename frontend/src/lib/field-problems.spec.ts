import { describe, expect, it } from '@jest/globals';
import { fieldsWithProblems, newPasswordProblems, textProblem } from './field-problems';

describe('field problems', () => {
  it('asks to fill an empty or blank text, then checks the shape of e-mails and Saudi mobiles', () => {
    expect(textProblem('  ')).toBe('fill');
    expect(textProblem('Ali')).toBeUndefined();
    expect(textProblem('ali@', 'email')).toBe('email');
    expect(textProblem('ali @example.sa', 'email')).toBe('email');
    expect(textProblem(' ali@example.sa ', 'email')).toBeUndefined();
    expect(textProblem('12345', 'mobile')).toBe('mobile');
    expect(textProblem('0501234567', 'mobile')).toBeUndefined();
    expect(textProblem('', 'email')).toBe('fill');
  });

  it('wants a new password of the minimum length and the same confirmation', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'fill', confirmPassword: 'fill' });
    expect(newPasswordProblems('short', 'short')).toEqual({ password: 'passwordShort' });
    expect(newPasswordProblems('long-enough-1', 'long-enough-2')).toEqual({ confirmPassword: 'passwordMismatch' });
    expect(newPasswordProblems('long-enough-1', 'long-enough-1')).toEqual({});
  });

  it('lists the fields to fix in the form order, whatever order the problems were found in', () => {
    expect(fieldsWithProblems({ c: 'fill', a: 'choose' }, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(fieldsWithProblems({}, ['a'])).toEqual([]);
  });
});
