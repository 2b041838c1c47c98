import { useQuery } from '@tanstack/react-query';
import type { BookingRow } from '@dealer/contracts';
import { listQueryOptions } from '../../../lib/query/list-query';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';
import { deskQuery, type BookingFilter } from '../model/booking-filter';

/** The bookings a desk filter asks for (admin: every branch; staff: theirs), filtered by the server. */
export function useDeskBookings(filter: BookingFilter) {
  const query = deskQuery(filter);
  return useQuery({ ...listQueryOptions<BookingRow>([...BOOKINGS_QUERY_KEY, 'all', query], `/api/bookings/${query}`), placeholderData: (previous) => previous });
}
