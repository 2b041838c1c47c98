import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerRow, ListResponse } from '@dealer/contracts';
import { api } from '../api-client';

/** GET /api/banners/: the admin's Modal Banner entries. */
export const bannersQueryOptions = queryOptions({
  queryKey: ['catalog', 'banners'] as const,
  queryFn: async () => (await api.get<ListResponse<BannerRow>>('/api/banners/')).data,
  staleTime: 10 * 60_000,
});

export function useBanners(enabled: boolean) {
  return useQuery({ ...bannersQueryOptions, enabled });
}
