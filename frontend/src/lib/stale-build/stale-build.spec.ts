import { describe, expect, it } from '@jest/globals';
import { isStaleBuildError, mayReloadForNewBuild } from './stale-build';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('a page of an old build', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://cars.example/assets/booking-page-B6MYsJrH.js',
    'error loading dynamically imported module: https://cars.example/assets/x.js',
    'Importing a module script failed.',
  ])('knows a missing code file: %s', (message) => {
    expect(isStaleBuildError(new TypeError(message))).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Failed to fetch dynamically imported module', null])('leaves other failures alone: %p', (error) => {
    expect(isStaleBuildError(error)).toBe(false);
  });

  it('reloads once, then not again within 30 seconds, and never where storage cannot be used', () => {
    const storage = memoryStorage();
    expect(mayReloadForNewBuild(() => storage, 1_000_000)).toBe(true);
    expect(mayReloadForNewBuild(() => storage, 1_010_000)).toBe(false);
    expect(mayReloadForNewBuild(() => storage, 1_031_000)).toBe(true);
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(mayReloadForNewBuild(blocked)).toBe(false);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(mayReloadForNewBuild(() => full)).toBe(false);
  });
});
