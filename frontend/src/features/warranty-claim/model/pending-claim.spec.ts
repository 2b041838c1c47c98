import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../../../lib/pending/memory-storage.fixture';
import { itKeepsPendingForm } from '../../../lib/pending/pending-form.fixture';
import { EMPTY_CLAIM_FORM } from './claim-form';
import { PENDING_CLAIM_KEY, readPendingClaim, savePendingClaim, takePendingClaim, type PendingClaim } from './pending-claim';

const pending: PendingClaim = {
  values: { ...EMPTY_CLAIM_FORM, companyName: 'Al Noor Auto', vehicleName: 'Toyota', invoiceImage: 'data:image/png;base64,AAAA' },
  idempotencyKey: 'key-1',
  savedAt: '2026-03-10T10:00:00.000Z',
};

describe('pending claim storage', () => {
  itKeepsPendingForm({ key: PENDING_CLAIM_KEY, save: savePendingClaim, read: readPendingClaim, take: takePendingClaim }, pending);

  it('says the claim was saved whole', () => {
    expect(savePendingClaim(memoryStorage(), pending)).toBe('saved');
  });

  it('refuses copies with wrong field types', () => {
    const storage = memoryStorage();
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
