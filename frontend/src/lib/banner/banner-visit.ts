/** sessionStorage key: the modal banner shows once per visit (a tab's session), not on every page. */
export const BANNER_SEEN_KEY = 'modalBannerSeen';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the banner may open now. Without usable storage it shows once per page load at most. */
export function shouldShowBanner(storage: SessionStore | null, shownThisLoad: boolean): boolean {
  if (shownThisLoad) return false;
  if (!storage) return true;
  try {
    return storage.getItem(BANNER_SEEN_KEY) !== '1';
  } catch {
    return true;
  }
}

export function markBannerSeen(storage: SessionStore | null): void {
  try {
    storage?.setItem(BANNER_SEEN_KEY, '1');
  } catch {
    // Blocked storage: the in-memory flag still stops a second showing on this page load.
  }
}

export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
