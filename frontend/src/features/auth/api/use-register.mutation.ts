import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, RegisterCustomerRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterCustomerRequest) => api.post<MessageResponse>('/api/customers/', body),
  });
}
