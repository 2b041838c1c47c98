import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, UpdatePreferencesRequest } from '@dealer/contracts';
import { api } from '../api-client';
import { SESSION_QUERY_KEY } from './session.query';

/** Remembers the language on the account, so the customer's mails come in the language they read. */
export function useSaveLang() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => api.patch<MessageResponse>('/api/customers/me', body),
    // My Account shows the mail language from the session's customer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
