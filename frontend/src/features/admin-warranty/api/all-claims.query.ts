import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimRow, ListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

const allClaimsQueryOptions = queryOptions({
  queryKey: [...CLAIMS_QUERY_KEY, 'all'] as const,
  queryFn: async () => (await api.get<ListResponse<ClaimRow>>('/api/warrantyclaims/')).data,
});

/** Every warranty claim (admin). */
export function useAllClaims() {
  return useQuery(allClaimsQueryOptions);
}
