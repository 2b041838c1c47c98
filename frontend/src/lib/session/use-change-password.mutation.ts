import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { browserHintStorage, clearSessionHints } from './session-hints';
import { SESSION_QUERY_KEY } from './session.query';

/** The server ends every session of the customer after a change, so the browser forgets it too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.post<MessageResponse>('/api/customers/changepassword/', body),
    onSuccess: () => {
      clearSessionHints(browserHintStorage());
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
