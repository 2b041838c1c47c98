import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingEventRow, ListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

export function bookingEventsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: [...BOOKINGS_QUERY_KEY, 'events', bookingId] as const,
    queryFn: async () =>
      (await api.get<ListResponse<BookingEventRow>>(`/api/bookings/${encodeURIComponent(bookingId)}/history`)).data,
    enabled: bookingId !== '',
  });
}

/** A booking's timeline (placed, rescheduled, status changes), oldest first. */
export function useBookingEvents(bookingId: string) {
  return useQuery(bookingEventsQueryOptions(bookingId));
}
