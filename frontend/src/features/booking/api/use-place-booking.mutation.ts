import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBookingRequest, PlaceBookingResponse } from '@dealer/contracts';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { AVAILABILITY_QUERY_KEY } from '../../../lib/query-keys';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

export interface PlaceBookingVariables {
  body: PlaceBookingRequest;
  /** Made once per submission attempt and sent again on every retry of it. */
  idempotencyKey: string;
}

/** A lost answer may still have booked: retrying with the same key gets the first answer back. */
const retryUnanswered = (failureCount: number, error: Error) =>
  failureCount < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function usePlaceBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: PlaceBookingVariables) =>
      apiRequest<PlaceBookingResponse>('POST', '/api/bookings/', body, { 'Idempotency-Key': idempotencyKey }),
    retry: retryUnanswered,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
    },
  });
}
