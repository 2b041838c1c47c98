import { useQuery } from '@tanstack/react-query';
import type { BookingRow } from '@dealer/contracts';
import { listQueryOptions } from '../../../lib/query/list-query';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

const allBookingsQueryOptions = listQueryOptions<BookingRow>([...BOOKINGS_QUERY_KEY, 'all'], '/api/bookings/');

/** Every booking (admin); `select` narrows what is shown (the desk's filters) without another request. Keep it stable. */
export function useAllBookings(select?: (rows: BookingRow[]) => BookingRow[]) {
  return useQuery({ ...allBookingsQueryOptions, select });
}
