import { describe, expect, it } from '@jest/globals';
import { EMPTY_BOOKING_FORM } from './booking-form';
import {
  newIdempotencyKey,
  PENDING_BOOKING_KEY,
  readPendingBooking,
  savePendingBooking,
  takePendingBooking,
  type PendingBooking,
  type PendingStorage,
} from './pending-booking';

function memoryStorage(): PendingStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const pending: PendingBooking = {
  values: {
    ...EMPTY_BOOKING_FORM,
    vehicleType: 'Nissan',
    model: '2020',
    transmission: 'Manual',
    branchName: 'Jeddah - Al Rawdah',
    serviceDetails: ['Battery Replacement'],
    waitingStatus: 'Dropping Off Vehicle',
    bookingDate: '2026-11-23',
    bookingTime: '09:00 AM',
    offer: 'Full A/C Service',
  },
  idempotencyKey: '6f1c2a9e-3b7d-4f0a-9c55-1d2e3f4a5b6c',
  savedAt: '2026-11-21T10:00:00.000Z',
};

describe('pending booking', () => {
  it('is stored under the pendingBooking key and read back unchanged', () => {
    const storage = memoryStorage();
    savePendingBooking(storage, pending);
    expect([...storage.data.keys()]).toEqual([PENDING_BOOKING_KEY]);
    expect(readPendingBooking(storage)).toEqual(pending);
  });

  it('is removed when taken, so it is submitted only once', () => {
    const storage = memoryStorage();
    savePendingBooking(storage, pending);
    expect(takePendingBooking(storage)).toEqual(pending);
    expect(storage.data.size).toBe(0);
    expect(takePendingBooking(storage)).toBeNull();
  });

  it('drops unreadable copies instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_BOOKING_KEY, '{not json');
    expect(takePendingBooking(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
    storage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ values: { vehicleType: 3 }, idempotencyKey: 'k' }));
    expect(readPendingBooking(storage)).toBeNull();
  });

  it('forgets an unknown preference rather than sending it', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ ...pending, values: { ...pending.values, waitingStatus: 'Later' } }));
    expect(readPendingBooking(storage)?.values.waitingStatus).toBe('');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct keys the server accepts', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\w.:-]{8,100}$/);
    expect(a).not.toBe(newIdempotencyKey());
  });
});
