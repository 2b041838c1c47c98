import { describe, expect, it } from '@jest/globals';
import { EMPTY_QUOTE, isQuoteComplete } from './quote-form.model';

describe('quote form', () => {
  it('needs every field', () => {
    const full = { name: 'Omar', email: 'omar@example.com', phoneNumber: '0551234567', message: 'A/C refill' };
    expect(isQuoteComplete(full)).toBe(true);
    expect(isQuoteComplete(EMPTY_QUOTE)).toBe(false);
    expect(isQuoteComplete({ ...full, message: '   ' })).toBe(false);
  });
});
