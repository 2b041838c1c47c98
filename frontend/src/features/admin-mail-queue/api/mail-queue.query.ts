import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailQueueView } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export const MAIL_QUEUE_QUERY_KEY = ['mail-queue'] as const;

/** How often the open tab asks again: mail moves through the queue in seconds. */
const REFRESH_MS = 10_000;

const mailQueueQueryOptions = queryOptions({
  queryKey: MAIL_QUEUE_QUERY_KEY,
  queryFn: () => api.get<MailQueueView>('/api/mail-queue'),
  refetchInterval: REFRESH_MS,
});

/** The mail queue: counts per state and the latest jobs of each (admin). */
export function useMailQueue() {
  return useQuery(mailQueueQueryOptions);
}
