import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedResponse, ReserveSlotRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { AVAILABILITY_QUERY_KEY, BOOKINGS_QUERY_KEY } from '../../../lib/query-keys';

/** Reserves a place for a phone or walk-in customer, as Reserved Slots does; the engine picks the bay. */
export function useReservePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReserveSlotRequest) => api.post<CreatedResponse>('/api/managetimeslots/', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
    },
  });
}
