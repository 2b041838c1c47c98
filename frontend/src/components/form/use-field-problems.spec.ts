import { describe, expect, it } from '@jest/globals';
import { isButtonOf } from './use-field-problems';

describe('isButtonOf', () => {
  const form = { tagName: 'FORM' };

  it('is true for a button of the form: a press on it is under way, and a message above it would move it', () => {
    expect(isButtonOf(form, { tagName: 'BUTTON', form })).toBe(true);
  });

  it('is false for a field of the form, a button of another form, or focus leaving the page', () => {
    expect(isButtonOf(form, { tagName: 'INPUT', form })).toBe(false);
    expect(isButtonOf(form, { tagName: 'BUTTON', form: { tagName: 'FORM' } })).toBe(false);
    expect(isButtonOf(form, { tagName: 'BUTTON', form: null })).toBe(false);
    expect(isButtonOf(form, null)).toBe(false);
  });
});
