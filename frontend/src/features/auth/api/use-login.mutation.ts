import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginResponse>('/api/customers/login/', body),
  });
}
