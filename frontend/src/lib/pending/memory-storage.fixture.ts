import type { PendingStorage } from './pending-submission';

/** Browser storage in memory, for specs; writes longer than `quota` fail as a full storage does. */
export function memoryStorage(quota = Infinity): PendingStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}
