import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, UpdatePreferencesRequest } from '@dealer/contracts';
import { api } from '../api-client';

/** Remembers the language on the account, so the customer's mails come in the language they read. */
export function useSaveLang() {
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => api.patch<MessageResponse>('/api/customers/me', body),
  });
}
