import { useQuery } from '@tanstack/react-query';
import type { ClaimRow } from '@dealer/contracts';
import { listQueryOptions } from '../../../lib/query/list-query';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

/** The logged-in customer's own warranty claims (the server checks the e-mail is the session's). */
export function useMyClaims(email: string) {
  return useQuery(listQueryOptions<ClaimRow>([...CLAIMS_QUERY_KEY, 'mine', email], `/api/warrantyclaims/list/${encodeURIComponent(email)}`));
}
