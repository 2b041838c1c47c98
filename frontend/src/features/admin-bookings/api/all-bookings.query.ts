import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRow, ListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

const allBookingsQueryOptions = queryOptions({
  queryKey: [...BOOKINGS_QUERY_KEY, 'all'] as const,
  queryFn: async () => (await api.get<ListResponse<BookingRow>>('/api/bookings/')).data,
});

/** Every booking (admin). */
export function useAllBookings() {
  return useQuery(allBookingsQueryOptions);
}
