import { describe, expect, it } from '@jest/globals';
import { EMPTY_QUOTE, isQuoteComplete, quoteProblems } from './quote-form.model';

describe('quote form', () => {
  it('needs every field', () => {
    const full = { name: 'Omar', email: 'omar@example.com', phoneNumber: '0551234567', message: 'A/C refill' };
    expect(isQuoteComplete(full)).toBe(true);
    expect(isQuoteComplete(EMPTY_QUOTE)).toBe(false);
    expect(isQuoteComplete({ ...full, message: '   ' })).toBe(false);
  });

  it('names each field to fix, and an e-mail of the wrong shape', () => {
    expect(quoteProblems(EMPTY_QUOTE)).toEqual({ name: 'fill', email: 'fill', phoneNumber: 'fill', message: 'fill' });
    expect(quoteProblems({ name: 'Omar', email: 'omar.example.com', phoneNumber: '0551234567', message: 'A/C refill' })).toEqual({
      name: undefined,
      email: 'email',
      phoneNumber: undefined,
      message: undefined,
    });
  });
});
