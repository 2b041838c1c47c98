import type { PlaceBookingRequest, PlaceBookingResponse } from '@dealer/contracts';
import { useIdempotentPost } from '../../../lib/pending/use-idempotent-post.mutation';
import { AVAILABILITY_QUERY_KEY, BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

/** A booking takes a slot, so the free times are refreshed with the lists. */
export function usePlaceBooking() {
  return useIdempotentPost<PlaceBookingRequest, PlaceBookingResponse>('/api/bookings/', [AVAILABILITY_QUERY_KEY, BOOKINGS_QUERY_KEY]);
}
