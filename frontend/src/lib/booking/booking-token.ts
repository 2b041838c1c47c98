import { BOOKING_TOKEN_HEADER } from '@dealer/contracts';

/**
 * A booking's manage token, from the link in its mails. Kept for the tab only (sessionStorage): the
 * page takes it out of the address bar at once, so it is not bookmarked, shared or sent as a referrer,
 * and the API receives it in a header, never in an address a log could keep.
 */
const KEY_PREFIX = 'booking-token:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: the token lives only as long as the page's own memory below.
    return null;
  }
}

const inMemory = new Map<string, string>();

export function keepBookingToken(bookingId: string, token: string): void {
  inMemory.set(bookingId, token);
  storage()?.setItem(KEY_PREFIX + bookingId, token);
}

export function bookingToken(bookingId: string): string | null {
  return inMemory.get(bookingId) ?? storage()?.getItem(KEY_PREFIX + bookingId) ?? null;
}

/** The header that lets the API open the booking by its link; none without a kept token. */
export function bookingTokenHeaders(bookingId: string): Record<string, string> {
  const token = bookingToken(bookingId);
  return token ? { [BOOKING_TOKEN_HEADER]: token } : {};
}
