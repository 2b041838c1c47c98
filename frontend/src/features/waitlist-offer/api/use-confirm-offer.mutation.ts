import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmWaitlistOfferRequest, ConfirmWaitlistOfferResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_QUERY_KEY, WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

export function useConfirmOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmWaitlistOfferRequest) => api.post<ConfirmWaitlistOfferResponse>('/api/waitlist/offer/confirm', body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
    },
  });
}
