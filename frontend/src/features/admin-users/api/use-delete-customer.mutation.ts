import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CUSTOMERS_QUERY_KEY } from './customers.query';

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/api/customers/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  });
}
