import { useQuery } from '@tanstack/react-query';
import type { WaitlistListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

/**
 * A branch-day's line (admins, staff of the branch). `seen` is when the board last read the day: the
 * board's live stream hears every event of the branch-day, joins and holds included, so a new reading of
 * the board reads the line again too; the interval covers a board left without its stream.
 */
export function useDayWaitlist(branchId: string, date: string, seen = 0) {
  return useQuery({
    queryKey: [...WAITLIST_QUERY_KEY, 'day', branchId, date, seen],
    placeholderData: (previous) => previous,
    queryFn: () => api.get<WaitlistListResponse>(`/api/waitlist?branch=${encodeURIComponent(branchId)}&date=${encodeURIComponent(date)}`),
    enabled: branchId !== '' && date !== '',
    refetchInterval: 15_000,
  });
}
