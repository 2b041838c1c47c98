import { useQuery } from '@tanstack/react-query';
import type { TimingRow } from '@dealer/contracts';
import { listQueryOptions } from '../query/list-query';

/** GET /api/timings/: the weekly timetable the footer shows. */
export const timingsQueryOptions = listQueryOptions<TimingRow>(['catalog', 'timings'], '/api/timings/', { staleTime: 10 * 60_000 });

export function useTimings() {
  return useQuery(timingsQueryOptions);
}
