import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, NewsletterInput } from '@dealer/contracts';
import { api } from '../api-client';

/** POST /api/newsletter: the footer's sign-up, sent only with the consent box ticked. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (input: NewsletterInput) => api.post<MessageResponse>('/api/newsletter', input),
  });
}
