import { useQuery } from '@tanstack/react-query';
import type { BookingView } from '@dealer/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { bookingTokenHeaders } from '../../../lib/booking/booking-token';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

/**
 * One booking, by session or by its manage link's token. Under the bookings key, so a change made
 * anywhere refreshes it; a refusal (401, 404) is final and not retried.
 */
export const bookingQueryKey = (id: string) => [...BOOKINGS_QUERY_KEY, 'one', id] as const;

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: () => apiRequest<BookingView>('GET', `/api/bookings/${encodeURIComponent(id)}`, undefined, bookingTokenHeaders(id)),
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}
