import { useQuery } from '@tanstack/react-query';
import type { WaitlistOfferResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

/** What the offer link holds; reading it books nothing (mail scanners follow links). */
export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: [...WAITLIST_QUERY_KEY, 'offer', token],
    queryFn: () => api.get<WaitlistOfferResponse>(`/api/waitlist/offer?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}
