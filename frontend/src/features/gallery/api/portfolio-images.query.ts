import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, PortfolioImageRow } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/portfolioImages/: image URLs, newest first (the server's order). */
export const portfolioImagesQueryOptions = queryOptions({
  queryKey: ['catalog', 'portfolioImages'] as const,
  queryFn: async () => (await api.get<ListResponse<PortfolioImageRow>>('/api/portfolioImages/')).data,
  staleTime: 5 * 60_000,
});

export function usePortfolioImages() {
  return useQuery(portfolioImagesQueryOptions);
}
