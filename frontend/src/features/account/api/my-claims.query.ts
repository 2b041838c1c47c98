import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimRow, ListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

function myClaimsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...CLAIMS_QUERY_KEY, 'mine', email] as const,
    queryFn: async () => (await api.get<ListResponse<ClaimRow>>(`/api/warrantyclaims/list/${encodeURIComponent(email)}`)).data,
  });
}

/** The logged-in customer's own warranty claims (the server checks the e-mail is the session's). */
export function useMyClaims(email: string) {
  return useQuery(myClaimsQueryOptions(email));
}
