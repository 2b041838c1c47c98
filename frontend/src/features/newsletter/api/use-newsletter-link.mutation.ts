import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, NewsletterConfirmInput, NewsletterUnsubscribeInput } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST of a mailed link's token: /api/newsletter/confirm puts the address on the list,
 * /api/newsletter/unsubscribe takes it off.
 */
export function useNewsletterLink(route: '/api/newsletter/confirm' | '/api/newsletter/unsubscribe') {
  return useMutation({
    mutationFn: (input: NewsletterConfirmInput | NewsletterUnsubscribeInput) => api.post<MessageResponse>(route, input),
  });
}
