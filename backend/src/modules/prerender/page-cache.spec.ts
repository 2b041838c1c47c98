import { describe, expect, it } from '@jest/globals';
import { PageCache, pageCacheKey } from './page-cache.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PageCache', () => {
  it('keys pages by language and route', () => {
    expect(pageCacheKey('/service', 'ar')).not.toBe(pageCacheKey('/service', 'en'));
  });

  it('renders a page once and shares it, also with visitors who arrive during the render', async () => {
    const cache = new PageCache<string>(4);
    let renders = 0;
    const make = () => Promise.resolve(`page ${++renders}`);
    const [first, second] = await Promise.all([cache.get('en:/', make), cache.get('en:/', make)]);
    expect([first, second, await cache.get('en:/', make)]).toEqual(['page 1', 'page 1', 'page 1']);
  });

  it('keeps at most its limit, dropping the least recently used', async () => {
    const cache = new PageCache<string>(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a again')).toBe('a');
    expect(await cache.get('b', async () => 'b again')).toBe('b again');
  });

  it('renders again after clear, and does not keep a render that was running when cleared', async () => {
    const cache = new PageCache<string>(4);
    await cache.get('en:/', async () => 'old');
    cache.clear();
    expect(await cache.get('en:/', async () => 'new')).toBe('new');

    let finish: (page: string) => void = () => undefined;
    const running = cache.get('ar:/', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('made from the old catalog');
    await running;
    await settle();
    expect(await cache.get('ar:/', async () => 'fresh')).toBe('fresh');
  });

  it('forgets a failed render, so the next visitor tries again', async () => {
    const cache = new PageCache<string>(4);
    await expect(cache.get('en:/', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await cache.get('en:/', async () => 'back')).toBe('back');
  });
});
