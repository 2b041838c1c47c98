import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { normalizeSiteConfig } from './site-config';

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site'] as const,
  queryFn: async () => normalizeSiteConfig(await api.get<unknown>('/api/site')),
  staleTime: 10 * 60_000,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
