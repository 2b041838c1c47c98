import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedResponse, MessageResponse, ReserveSlotRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { AVAILABILITY_QUERY_KEY } from '../../../lib/query-keys';
import { BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';
import { RESERVATIONS_QUERY_KEY } from './reservations.query';

/** Create (no id), move (id) or delete a reservation; every write changes the free times. */
export type ReservationWrite =
  | { kind: 'create'; body: ReserveSlotRequest }
  | { kind: 'update'; id: string; body: ReserveSlotRequest }
  | { kind: 'delete'; id: string };

function send(write: ReservationWrite): Promise<MessageResponse | CreatedResponse> {
  switch (write.kind) {
    case 'create':
      return api.post<CreatedResponse>('/api/managetimeslots/', write.body);
    case 'update':
      return api.put<MessageResponse>(`/api/managetimeslots/${encodeURIComponent(write.id)}`, write.body);
    case 'delete':
      return api.delete<MessageResponse>(`/api/managetimeslots/${encodeURIComponent(write.id)}`);
  }
}

export function useReservationWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
    },
  });
}
