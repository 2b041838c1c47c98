import { useQuery } from '@tanstack/react-query';
import type { BookingRow } from '@dealer/contracts';
import { listQueryOptions } from '../../../lib/query/list-query';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

/** The logged-in customer's own bookings (the server checks the e-mail is the session's). */
export function useMyBookings(email: string) {
  return useQuery(listQueryOptions<BookingRow>([...BOOKINGS_QUERY_KEY, 'mine', email], `/api/bookings/list/${encodeURIComponent(email)}`));
}
