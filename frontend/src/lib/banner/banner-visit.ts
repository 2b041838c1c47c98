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

/**
 * Pages where a visitor is doing a task (signing in, booking, claiming, running the panel): a promotion
 * popping over the form there would interrupt the task and could swallow a click meant for its button.
 * The banner waits for the next browsing page instead.
 */
const TASK_PAGES = ['login', 'forgotpassword', 'account', 'warrantyclaim', 'adminpanel', 'logout', 'unsubscribe', 'bookings'];

/** Whether the modal banner may open on the page at `pathname` (case-insensitive, as the routes are). */
export function bannerBelongsAt(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
  return !TASK_PAGES.includes(first);
}

/**
 * Whether `element` is in one of the page's forms (the booking form on home, the quote form on contact):
 * once a visitor has been in one on a page, the banner waits for the next page rather than take the
 * screen and the focus from what they were filling in. The cookie notice's own switches do not count.
 */
export function isInPageForm(element: Element | null): boolean {
  return Boolean(element?.closest('form')) && !element?.closest('.consent-banner');
}
