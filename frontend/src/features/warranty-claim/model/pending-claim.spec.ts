import { describe, expect, it } from '@jest/globals';
import { EMPTY_CLAIM_FORM } from './claim-form';
import { PENDING_CLAIM_KEY, readPendingClaim, savePendingClaim, takePendingClaim, type PendingClaim } from './pending-claim';

function memoryStorage(quota = Infinity) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const pending: PendingClaim = {
  values: { ...EMPTY_CLAIM_FORM, companyName: 'Al Noor Auto', vehicleName: 'Toyota', invoiceImage: 'data:image/png;base64,AAAA' },
  idempotencyKey: 'key-1',
  savedAt: '2026-03-10T10:00:00.000Z',
};

describe('pending claim storage', () => {
  it('keeps the claim and gives it back', () => {
    const storage = memoryStorage();
    expect(savePendingClaim(storage, pending)).toBe('saved');
    expect(readPendingClaim(storage)).toEqual(pending);
  });

  it('is taken out once: the second take finds nothing', () => {
    const storage = memoryStorage();
    savePendingClaim(storage, pending);
    expect(takePendingClaim(storage)).toEqual(pending);
    expect(takePendingClaim(storage)).toBeNull();
    expect(storage.items.has(PENDING_CLAIM_KEY)).toBe(false);
  });

  it('removes an unreadable copy instead of keeping it for ever', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_CLAIM_KEY, '{not json');
    expect(takePendingClaim(storage)).toBeNull();
    expect(storage.items.has(PENDING_CLAIM_KEY)).toBe(false);
  });

  it('refuses copies without a key or with wrong field types', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_CLAIM_KEY, JSON.stringify({ ...pending, idempotencyKey: '' }));
    expect(readPendingClaim(storage)).toBeNull();
    storage.setItem(PENDING_CLAIM_KEY, JSON.stringify({ ...pending, values: { ...pending.values, street: 42 } }));
    expect(readPendingClaim(storage)).toBeNull();
  });

  it('drops a photo that is not an image data URL', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_CLAIM_KEY, JSON.stringify({ ...pending, values: { ...pending.values, invoiceImage: 'javascript:alert(1)' } }));
    expect(readPendingClaim(storage)?.values.invoiceImage).toBe('');
  });

  it('keeps the typed fields without the photo when the photo overflows the quota', () => {
    const withoutPhoto = JSON.stringify({ ...pending, values: { ...pending.values, invoiceImage: '' } }).length;
    const storage = memoryStorage(withoutPhoto);
    const big = { ...pending, values: { ...pending.values, invoiceImage: `data:image/png;base64,${'A'.repeat(5000)}` } };
    expect(savePendingClaim(storage, big)).toBe('savedWithoutImage');
    expect(readPendingClaim(storage)?.values).toEqual({ ...pending.values, invoiceImage: '' });
  });
});
