import { describe, expect, it } from '@jest/globals';
import { TakenCountsCache } from './taken-counts.cache.js';

const counts = (entries: [number, number][]) => new Map(entries);

describe('TakenCountsCache', () => {
  it('answers a stored day until it is older than the maximum age', () => {
    const cache = new TakenCountsCache(1000, 10);
    cache.store('b:2026-12-01', counts([[540, 2]]), cache.beginRead(), 5_000);
    expect(cache.get('b:2026-12-01', 5_999)).toEqual(counts([[540, 2]]));
    expect(cache.get('b:2026-12-01', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets the days a change announces, and only those', () => {
    const cache = new TakenCountsCache(1000, 10);
    cache.store('a:d', counts([]), cache.beginRead(), 0);
    cache.store('b:d', counts([]), cache.beginRead(), 0);
    cache.drop(['a:d']);
    expect(cache.get('a:d', 1)).toBeUndefined();
    expect(cache.get('b:d', 1)).toBeDefined();
    cache.clear();
    expect(cache.get('b:d', 1)).toBeUndefined();
  });

  it('does not keep a read that a change overtook, even of another day', () => {
    const cache = new TakenCountsCache(1000, 10);
    const token = cache.beginRead();
    cache.drop(['x:d']);
    cache.store('a:d', counts([[600, 1]]), token, 0);
    expect(cache.get('a:d', 1)).toBeUndefined();
    cache.store('a:d', counts([[600, 1]]), cache.beginRead(), 0);
    expect(cache.get('a:d', 1)).toBeDefined();
  });

  it('holds at most its limit, letting the oldest copy go first', () => {
    const cache = new TakenCountsCache(1000, 2);
    for (const day of ['a', 'b', 'c']) cache.store(day, counts([]), cache.beginRead(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
