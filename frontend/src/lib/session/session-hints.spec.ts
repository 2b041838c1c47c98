import { describe, expect, it } from '@jest/globals';
import {
  clearSessionHints,
  readSessionHints,
  SESSION_HINT_KEYS,
  writeSessionHints,
  type HintStorage,
} from './session-hints';

function memoryStorage(): HintStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('session hints', () => {
  it('uses the spec key names customer, customerName and customerType', () => {
    const storage = memoryStorage();
    writeSessionHints(storage, { email: 'a@example.com', firstName: 'Aisha', type: 'admin' });
    expect(Object.fromEntries(storage.data)).toEqual({
      customer: 'a@example.com',
      customerName: 'Aisha',
      customerType: 'admin',
    });
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeSessionHints(storage, { email: 'b@example.com', firstName: 'Badr', type: 'customer' });
    expect(readSessionHints(storage)).toEqual({ email: 'b@example.com', firstName: 'Badr', type: 'customer' });
  });

  it('has no hints without a stored e-mail', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEYS.type, 'admin');
    expect(readSessionHints(storage)).toBeNull();
  });

  it('never reads an unknown type as admin', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_HINT_KEYS.email, 'c@example.com');
    storage.setItem(SESSION_HINT_KEYS.type, 'superuser');
    expect(readSessionHints(storage)?.type).toBe('customer');
  });

  it('clears all three keys', () => {
    const storage = memoryStorage();
    writeSessionHints(storage, { email: 'd@example.com', firstName: 'Dana', type: 'customer' });
    clearSessionHints(storage);
    expect(storage.data.size).toBe(0);
  });
});
