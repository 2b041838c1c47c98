/**
 * The offer link's token, kept for the tab only (sessionStorage), as a booking's manage token is: the
 * page takes it out of the address bar at once, so it is not bookmarked, shared or sent as a referrer.
 */
const KEY = 'waitlist-offer-token';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepOfferToken(token: string): void {
  storage()?.setItem(KEY, token);
}

export function keptOfferToken(): string {
  return storage()?.getItem(KEY) ?? '';
}
