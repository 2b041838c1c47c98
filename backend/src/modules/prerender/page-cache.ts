import type { Lang } from '@dealer/contracts';

/** A page's cache key: its route key (the path in lower case, or '404') and the language. */
export const pageCacheKey = (routeKey: string, lang: Lang): string => `${lang}:${routeKey}`;

/**
 * Rendered pages of this process, at most `limit` (the least recently used goes first). A render is
 * kept as its promise, so visitors arriving during a render share it. `clear()` (the catalog changed)
 * drops renders still running too: they read the old catalog.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, make: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const made = make();
    this.entries.set(key, made);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    return made;
  }

  clear(): void {
    this.entries.clear();
  }
}
