import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRow, ListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

function myBookingsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'mine', email] as const,
    queryFn: async () => (await api.get<ListResponse<BookingRow>>(`/api/bookings/list/${encodeURIComponent(email)}`)).data,
  });
}

/** The logged-in customer's own bookings (the server checks the e-mail is the session's). */
export function useMyBookings(email: string) {
  return useQuery(myBookingsQueryOptions(email));
}
