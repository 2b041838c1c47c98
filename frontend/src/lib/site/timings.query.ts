import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, TimingRow } from '@dealer/contracts';
import { api } from '../api-client';

/** GET /api/timings/: the weekly timetable the footer shows. */
export const timingsQueryOptions = queryOptions({
  queryKey: ['catalog', 'timings'] as const,
  queryFn: async () => (await api.get<ListResponse<TimingRow>>('/api/timings/')).data,
  staleTime: 10 * 60_000,
});

export function useTimings() {
  return useQuery(timingsQueryOptions);
}
