import { useQuery } from '@tanstack/react-query';
import type { BookingEventRow } from '@dealer/contracts';
import { listQueryOptions } from '../query/list-query';
import { BOOKINGS_QUERY_KEY } from '../query-keys';

/** A booking's timeline (placed, rescheduled, status changes), oldest first. */
export function useBookingEvents(bookingId: string) {
  return useQuery(
    listQueryOptions<BookingEventRow>([...BOOKINGS_QUERY_KEY, 'events', bookingId], `/api/bookings/${encodeURIComponent(bookingId)}/history`, {
      enabled: bookingId !== '',
    }),
  );
}
