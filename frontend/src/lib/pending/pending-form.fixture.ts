import { expect, it } from '@jest/globals';
import { memoryStorage } from './memory-storage.fixture';
import type { PendingStorage, PendingSubmission } from './pending-submission';

/** How a form keeps its copy through login (a booking, a warranty claim). */
export interface PendingFormStore<V> {
  key: string;
  save: (storage: PendingStorage, pending: PendingSubmission<V>) => unknown;
  read: (storage: PendingStorage) => PendingSubmission<V> | null;
  take: (storage: PendingStorage) => PendingSubmission<V> | null;
}

/** What every form's saved copy does: it is kept under its key, read back unchanged and taken out once. */
export function itKeepsPendingForm<V>(store: PendingFormStore<V>, pending: PendingSubmission<V>): void {
  it(`is stored under the ${store.key} key and read back unchanged`, () => {
    const storage = memoryStorage();
    store.save(storage, pending);
    expect([...storage.items.keys()]).toEqual([store.key]);
    expect(store.read(storage)).toEqual(pending);
  });

  it('is removed when taken, so it is submitted only once', () => {
    const storage = memoryStorage();
    store.save(storage, pending);
    expect(store.take(storage)).toEqual(pending);
    expect(storage.items.size).toBe(0);
    expect(store.take(storage)).toBeNull();
  });
}
