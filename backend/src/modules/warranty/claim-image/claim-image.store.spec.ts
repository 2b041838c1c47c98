import { describe, expect, it } from '@jest/globals';
import { claimImagePath, exceedsStorageLimit } from './claim-image.store.js';

describe('claim photo storage', () => {
  const MB = 1024 * 1024;

  it('allows filling the limit exactly and refuses one byte more', () => {
    expect(exceedsStorageLimit(45 * MB, 5 * MB, 50)).toBe(false);
    expect(exceedsStorageLimit(45 * MB, 5 * MB + 1, 50)).toBe(true);
    expect(exceedsStorageLimit(0, 2 * MB, 1)).toBe(true);
  });

  it('serves a photo through its claim', () => {
    expect(claimImagePath('5f0c1d2e-0000-4000-8000-000000000001')).toBe('/api/warrantyclaims/5f0c1d2e-0000-4000-8000-000000000001/invoice-image');
  });
});
