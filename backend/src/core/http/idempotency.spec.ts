import { describe, expect, it } from '@jest/globals';
import { requestFingerprint } from './idempotency.js';

describe('request fingerprint', () => {
  it('is the same for the same values in any key order, nested too, and leaves out absent fields', () => {
    const a = { branchName: 'Yanbu', serviceDetails: ['A/C Gas Refill', 'Compressor'], vehicle: { type: 'Nissan', year: 2024 }, offer: undefined };
    const b = { vehicle: { year: 2024, type: 'Nissan' }, serviceDetails: ['A/C Gas Refill', 'Compressor'], branchName: 'Yanbu' };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
  });

  it.each([
    ['a changed value', { branchName: 'Jeddah' }],
    ['the services in another order', { serviceDetails: ['Compressor', 'A/C Gas Refill'] }],
    ['a number sent as text', { year: '2024' }],
    ['an added field', { offer: 'Summer' }],
  ])('tells %s apart', (_case, change) => {
    const base = { branchName: 'Yanbu', serviceDetails: ['A/C Gas Refill', 'Compressor'], year: 2024 };
    expect(requestFingerprint({ ...base, ...change })).not.toBe(requestFingerprint(base));
  });
});
