import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingStatus, MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { AVAILABILITY_QUERY_KEY } from '../../../lib/query-keys';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

/** A change of an existing booking; the customer may cancel and reschedule, an admin also set a status. */
export type BookingChange =
  | { kind: 'cancel' }
  | { kind: 'reschedule'; bookingDate: string; bookingTime: string }
  | { kind: 'status'; status: BookingStatus };

function send(id: string, change: BookingChange): Promise<MessageResponse> {
  const base = `/api/bookings/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case 'cancel':
      return api.post<MessageResponse>(`${base}/cancel`);
    case 'reschedule':
      return api.post<MessageResponse>(`${base}/reschedule`, { bookingDate: change.bookingDate, bookingTime: change.bookingTime });
    case 'status':
      return api.post<MessageResponse>(`${base}/status`, { status: change.status });
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
