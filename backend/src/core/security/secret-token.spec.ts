import { describe, expect, it } from '@jest/globals';
import { hashSecretToken, newSecretToken, sameSecret } from './secret-token.js';

describe('secret tokens', () => {
  it('are long, url-safe and different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSecretToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hash to the same value only with the same secret', () => {
    const token = newSecretToken();
    expect(hashSecretToken(token, 'a'.repeat(32))).toBe(hashSecretToken(token, 'a'.repeat(32)));
    expect(hashSecretToken(token, 'a'.repeat(32))).not.toBe(hashSecretToken(token, 'b'.repeat(32)));
    expect(hashSecretToken(token, 'a'.repeat(32))).not.toContain(token);
  });

  it('compares in constant time and tolerates different lengths', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
