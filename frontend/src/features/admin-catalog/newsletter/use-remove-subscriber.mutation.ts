import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers.query';

/** DELETE /api/newsletter/:id: takes an address off the newsletter list. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/api/newsletter/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY }),
  });
}
