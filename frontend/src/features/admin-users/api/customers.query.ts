import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';

export const CUSTOMERS_QUERY_KEY = ['admin', 'customers'] as const;

export const customersQueryOptions = queryOptions({
  queryKey: CUSTOMERS_QUERY_KEY,
  queryFn: async () => (await api.get<CustomerListResponse>('/api/customers/')).customers,
});

export function useCustomers() {
  return useQuery(customersQueryOptions);
}
