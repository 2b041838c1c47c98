import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<MessageResponse>('/api/customers/forgotpassword/', body),
  });
}
