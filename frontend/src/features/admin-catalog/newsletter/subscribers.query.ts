import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, NewsletterRow } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export const SUBSCRIBERS_QUERY_KEY = ['admin', 'newsletter-subscribers'] as const;

export const subscribersQueryOptions = queryOptions({
  queryKey: SUBSCRIBERS_QUERY_KEY,
  queryFn: async () => (await api.get<ListResponse<NewsletterRow>>('/api/newsletter')).data,
});

export function useSubscribers() {
  return useQuery(subscribersQueryOptions);
}
