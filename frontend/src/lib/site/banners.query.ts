import { useQuery } from '@tanstack/react-query';
import type { BannerRow } from '@dealer/contracts';
import { listQueryOptions } from '../query/list-query';

/** GET /api/banners/: the admin's Modal Banner entries. */
export const bannersQueryOptions = listQueryOptions<BannerRow>(['catalog', 'banners'], '/api/banners/', { staleTime: 10 * 60_000 });

export function useBanners(enabled: boolean) {
  return useQuery({ ...bannersQueryOptions, enabled });
}
