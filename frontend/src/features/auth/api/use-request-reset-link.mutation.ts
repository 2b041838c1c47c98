import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordEmailRequest, MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

/** The spec sends an empty password along with the e-mail; the server ignores it. */
export function useRequestResetLink() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<MessageResponse>('/api/customers/forgotpassword/email', {
        email,
        password: '',
      } satisfies ForgotPasswordEmailRequest),
  });
}
