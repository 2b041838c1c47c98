import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, UpdateCustomerRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CUSTOMERS_QUERY_KEY } from './customers.query';

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCustomerRequest }) =>
      api.put<MessageResponse>(`/api/customers/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
  });
}
