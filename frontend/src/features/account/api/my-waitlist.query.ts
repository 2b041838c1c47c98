import { useQuery } from '@tanstack/react-query';
import type { WaitlistListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

/** The customer's waitlist entries; refreshed while the tab is open, since holds come and lapse. */
export function useMyWaitlist() {
  return useQuery({
    queryKey: [...WAITLIST_QUERY_KEY, 'mine'],
    queryFn: () => api.get<WaitlistListResponse>('/api/waitlist/mine'),
    refetchInterval: 15_000,
  });
}
