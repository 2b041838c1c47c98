import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus, MessageResponse, RescheduleBookingRequest } from '@dealer/contracts';
import { apiRequest } from '../api-client';
import { bookingTokenHeaders } from './booking-token';
import { AVAILABILITY_QUERY_KEY } from '../query-keys';
import { BOOKINGS_QUERY_KEY } from '../query-keys';

/** A change of an existing booking; the customer may cancel and reschedule, an admin also set a status. */
export type BookingChange =
  | { kind: 'cancel' }
  | ({ kind: 'reschedule' } & RescheduleBookingRequest)
  | { kind: 'status'; status: BookingStatus };

/** A customer who arrived by the booking's manage link, without a session, changes it by that link. */
function send(id: string, change: BookingChange): Promise<MessageResponse> {
  const base = `/api/bookings/${encodeURIComponent(id)}`;
  const post = (path: string, body: unknown) => apiRequest<MessageResponse>('POST', path, body, bookingTokenHeaders(id));
  switch (change.kind) {
    case 'cancel':
      return post(`${base}/cancel`, {});
    case 'reschedule': {
      const { kind: _kind, ...body } = change;
      return post(`${base}/reschedule`, body satisfies RescheduleBookingRequest);
    }
    case 'status':
      return post(`${base}/status`, { status: change.status });
  }
}

/** Cancelling or moving a booking frees or takes slots, so the free times are refreshed as well. */
export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: BookingChange }) => send(id, change),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
    },
  });
}
