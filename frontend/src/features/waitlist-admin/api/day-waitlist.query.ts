import { useQuery } from '@tanstack/react-query';
import type { WaitlistListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

/** A branch-day's line (admins, staff of the branch); refreshed as holds come and lapse. */
export function useDayWaitlist(branchId: string, date: string) {
  return useQuery({
    queryKey: [...WAITLIST_QUERY_KEY, 'day', branchId, date],
    queryFn: () => api.get<WaitlistListResponse>(`/api/waitlist?branch=${encodeURIComponent(branchId)}&date=${encodeURIComponent(date)}`),
    enabled: branchId !== '' && date !== '',
    refetchInterval: 15_000,
  });
}
