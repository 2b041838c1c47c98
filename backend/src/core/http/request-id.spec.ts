import { describe, expect, it } from '@jest/globals';
import { requestIdFor } from './request-id.js';

describe('requestIdFor', () => {
  it("keeps a proxy's sane id", () => {
    expect(requestIdFor('lb-7f3a9c2e-0001')).toBe('lb-7f3a9c2e-0001');
  });

  it('makes a new one for a missing, repeated, short, long or unsafe id', () => {
    for (const incoming of [undefined, ['a-long-enough-id', 'another-id-1'], 'short', 'x'.repeat(129), 'has space in-it', 'new\nline-injected', 'ünïcode-id-123']) {
      expect(requestIdFor(incoming)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
