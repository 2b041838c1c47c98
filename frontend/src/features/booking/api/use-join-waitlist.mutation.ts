import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistRequest) => api.post<JoinWaitlistResponse>('/api/waitlist', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY }),
  });
}
