import { describe, expect, it } from '@jest/globals';
import {
  clearSessionHints,
  readSessionHints,
  SESSION_HINT_KEYS,
  writeSessionHints,
} from './session-hints';
import { memoryStorage } from '../pending/memory-storage.fixture';

describe('session hints', () => {
  it('uses the spec key names customer, customerName and customerType', () => {
    const storage = memoryStorage();
    writeSessionHints(storage, { email: 'a@example.com', firstName: 'Aisha', type: 'admin' });
    expect(Object.fromEntries(storage.items)).toEqual({
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

  it('reads back a branch staff account', () => {
    const storage = memoryStorage();
    writeSessionHints(storage, { email: 'e@example.com', firstName: 'Sara', type: 'staff' });
    expect(readSessionHints(storage)?.type).toBe('staff');
  });

  it('clears all three keys', () => {
    const storage = memoryStorage();
    writeSessionHints(storage, { email: 'd@example.com', firstName: 'Dana', type: 'customer' });
    clearSessionHints(storage);
    expect(storage.items.size).toBe(0);
  });
});
