import { useQuery } from '@tanstack/react-query';
import { OFFER_TOKEN_HEADER, type WaitlistOfferResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

/** What the offer link holds; reading it books nothing (mail scanners follow links). */
export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: [...WAITLIST_QUERY_KEY, 'offer', token],
    // In a header: the link's token never sits in an address the server's log keeps.
    queryFn: () => api.get<WaitlistOfferResponse>('/api/waitlist/offer', { [OFFER_TOKEN_HEADER]: token }),
    enabled: token !== '',
    retry: false,
  });
}
