import { useState } from 'react';
import { keepBookingToken } from '../../../lib/booking/booking-token';

/**
 * Arriving from a mail's "Manage your booking" link (/bookings/{id}?token=…): the token is kept for
 * this tab's API calls and taken out of the address bar on the first render, before the booking is
 * asked for, so it is not bookmarked, copied into a message or sent onwards as a referrer. The
 * router's own state is kept as it is, so Back and Forward still work.
 */
export function useTokenFromAddress(bookingId: string): void {
  useState(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    if (!token) return null;
    keepBookingToken(bookingId, token);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return null;
  });
}
