import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { AVAILABILITY_QUERY_KEY, WAITLIST_QUERY_KEY } from '../../../lib/query-keys';

/** Leaving may give a held place back, so the free times are refreshed too. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.delete<MessageResponse>(`/api/waitlist/${encodeURIComponent(entryId)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
    },
  });
}
