import { describe, expect, it } from '@jest/globals';
import { SessionCache } from './session-cache.js';

const ali = { id: 'ali', type: 'customer' };
const sara = { id: 'sara', type: 'admin' };

describe('SessionCache', () => {
  it('answers a session for ttl milliseconds after it was read', () => {
    const cache = new SessionCache<typeof ali>(1000, 10);
    cache.store('h1', ali, cache.beginRead(), 0);
    expect(cache.get('h1', 999)).toBe(ali);
    expect(cache.get('h1', 1000)).toBeUndefined();
    expect(cache.get('h2', 0)).toBeUndefined();
  });

  it('forgets a session at logout and every session of an account that changed', () => {
    const cache = new SessionCache<typeof ali>(1000, 10);
    cache.store('phone', ali, cache.beginRead(), 0);
    cache.store('laptop', ali, cache.beginRead(), 0);
    cache.store('desk', sara, cache.beginRead(), 0);
    cache.forgetSession('phone');
    expect(cache.get('phone', 1)).toBeUndefined();
    expect(cache.get('laptop', 1)).toBe(ali);
    cache.forgetCustomer('ali');
    expect(cache.get('laptop', 1)).toBeUndefined();
    expect(cache.get('desk', 1)).toBe(sara);
  });

  it('does not keep a read that a change overtook', () => {
    const cache = new SessionCache<typeof ali>(1000, 10);
    const token = cache.beginRead();
    cache.forgetCustomer('ali');
    cache.store('phone', ali, token, 0);
    expect(cache.get('phone', 1)).toBeUndefined();
  });

  it('keeps at most maxEntries sessions, dropping the one stored longest ago', () => {
    const cache = new SessionCache<typeof ali>(1000, 2);
    cache.store('a', ali, cache.beginRead(), 0);
    cache.store('b', sara, cache.beginRead(), 0);
    cache.store('c', ali, cache.beginRead(), 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(sara);
    expect(cache.get('c', 1)).toBe(ali);
  });
});
