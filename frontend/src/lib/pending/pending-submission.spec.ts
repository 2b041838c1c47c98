import { describe, expect, it } from '@jest/globals';
import { parse, validate, version } from 'uuid';
import { memoryStorage } from './memory-storage.fixture';
import { newIdempotencyKey, readPending, takePending } from './pending-submission';

const KEY = 'pendingForm';
const readName = (raw: unknown) => (typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string' ? (raw as { name: string }) : null);
const saved = { values: { name: 'Al Noor Auto' }, idempotencyKey: '6f1c2a9e-3b7d-4f0a-9c55-1d2e3f4a5b6c', savedAt: '2026-11-21T10:00:00.000Z' };

describe('pending submission', () => {
  it('is read back unchanged', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify(saved));
    expect(readPending(storage, KEY, readName)).toEqual(saved);
  });

  it('is removed when taken, so it is submitted only once', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify(saved));
    expect(takePending(storage, KEY, readName)).toEqual(saved);
    expect(storage.items.size).toBe(0);
    expect(takePending(storage, KEY, readName)).toBeNull();
  });

  it('removes an unreadable copy instead of keeping it for ever', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{not json');
    expect(takePending(storage, KEY, readName)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['without a key', { ...saved, idempotencyKey: '' }],
    ['with values its form does not read', { ...saved, values: { name: 3 } }],
    ['that is not an object', 'text'],
  ])('refuses a copy %s', (_case, copy) => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify(copy));
    expect(readPending(storage, KEY, readName)).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct keys the server accepts', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\w.:-]{8,100}$/);
    expect(a).not.toBe(newIdempotencyKey());
  });

  it('makes time-ordered keys (UUID version 7), so the records they make have ids in time order', () => {
    // More than the 4 096 a millisecond's counter holds: the keys still sort in the order they were made.
    const keys = Array.from({ length: 5000 }, () => newIdempotencyKey());
    expect(keys.every((key) => validate(key) && version(key) === 7)).toBe(true);
    expect(keys.every((key) => /^[89ab]$/.test(key[19]!))).toBe(true);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carries the time it was made, as the server reads it (record-id.ts)', () => {
    const before = Date.now();
    const key = newIdempotencyKey();
    const msecs = parse(key).slice(0, 6).reduce((time, byte) => time * 256 + byte, 0);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now() + 2);
  });
});
