import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../../../lib/pending/memory-storage.fixture';
import { itKeepsPendingForm } from '../../../lib/pending/pending-form.fixture';
import { COMPLETE_BOOKING_FORM } from './booking-form.fixture';
import { PENDING_BOOKING_KEY, readPendingBooking, savePendingBooking, takePendingBooking, type PendingBooking } from './pending-booking';

const pending: PendingBooking = {
  values: { ...COMPLETE_BOOKING_FORM, offer: 'Full A/C Service' },
  idempotencyKey: '6f1c2a9e-3b7d-4f0a-9c55-1d2e3f4a5b6c',
  savedAt: '2026-11-21T10:00:00.000Z',
};

describe('pending booking', () => {
  itKeepsPendingForm({ key: PENDING_BOOKING_KEY, save: savePendingBooking, read: readPendingBooking, take: takePendingBooking }, pending);

  it('refuses copies with wrong field types', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ values: { vehicleType: 3 }, idempotencyKey: 'k' }));
    expect(readPendingBooking(storage)).toBeNull();
  });

  it('forgets an unknown preference rather than sending it', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ ...pending, values: { ...pending.values, waitingStatus: 'Later' } }));
    expect(readPendingBooking(storage)?.values.waitingStatus).toBe('');
  });
});
