import { describe, expect, it } from '@jest/globals';
import { BANNER_SEEN_KEY, bannerBelongsAt, markBannerSeen, shouldShowBanner } from './banner-visit';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('modal banner, once per visit', () => {
  it('shows on the first page of a visit and not after it was seen', () => {
    const store = memoryStore();
    expect(shouldShowBanner(store, false)).toBe(true);
    markBannerSeen(store);
    expect(store.values.get(BANNER_SEEN_KEY)).toBe('1');
    expect(shouldShowBanner(store, false)).toBe(false);
  });

  it('shows again in a new visit (a fresh session store)', () => {
    markBannerSeen(memoryStore());
    expect(shouldShowBanner(memoryStore(), false)).toBe(true);
  });

  it('shows at most once per page load when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shouldShowBanner(blocked, false)).toBe(true);
    expect(() => markBannerSeen(blocked)).not.toThrow();
    expect(shouldShowBanner(blocked, true)).toBe(false);
    expect(shouldShowBanner(null, false)).toBe(true);
  });
});

describe('modal banner, browsing pages only', () => {
  it('opens on the pages a visitor browses', () => {
    for (const path of ['/', '/service', '/Locator', '/gallery', '/contact', '/ecatalog', '/whyacservices']) expect(bannerBelongsAt(path)).toBe(true);
  });

  it('never opens over a task: signing in, the account, a claim, the admin panel or a booking', () => {
    for (const path of ['/login', '/forgotpassword', '/account', '/WarrantyClaim', '/AdminPanel', '/adminpanel/', '/logout', '/unsubscribe', '/bookings/abc']) {
      expect(bannerBelongsAt(path)).toBe(false);
    }
  });
});
