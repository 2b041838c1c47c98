import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, NewsletterUnsubscribeInput } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/newsletter/unsubscribe: the server removes the subscription the link belongs to. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: NewsletterUnsubscribeInput) => api.post<MessageResponse>('/api/newsletter/unsubscribe', input),
  });
}
