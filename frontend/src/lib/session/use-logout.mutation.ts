import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { browserHintStorage, clearSessionHints } from './session-hints';
import { SESSION_QUERY_KEY } from './session.query';

/**
 * Ends the session. The keys are cleared and the cache forgets the customer even when the call
 * fails, so the browser never keeps showing someone as logged in after they asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/customers/logout'),
    onSettled: () => {
      clearSessionHints(browserHintStorage());
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'site' });
    },
  });
}
