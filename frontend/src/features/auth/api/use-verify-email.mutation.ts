import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, UpdateCustomerRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

/** The spec's verification call (empty fields, verified true) plus the token the server checks. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: ({ userId, token }: { userId: string; token: string }) =>
      api.put<MessageResponse>(`/api/customers/${encodeURIComponent(userId)}`, {
        firstName: '',
        lastName: '',
        email: '',
        phoneNumber: '',
        password: '',
        type: '',
        verified: true,
        token,
      } satisfies UpdateCustomerRequest),
  });
}
