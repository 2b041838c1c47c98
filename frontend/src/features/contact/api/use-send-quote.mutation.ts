import { useMutation } from '@tanstack/react-query';
import type { ContactInput, MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/contacts/: the Get A Quote form; the server answers a thank-you in the visitor's language. */
export function useSendQuote() {
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<MessageResponse>('/api/contacts/', input),
  });
}
