import { useQuery } from '@tanstack/react-query';
import type { ClaimRow } from '@dealer/contracts';
import { listQueryOptions } from '../../../lib/query/list-query';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

const allClaimsQueryOptions = listQueryOptions<ClaimRow>([...CLAIMS_QUERY_KEY, 'all'], '/api/warrantyclaims/');

/** Every warranty claim (admin). */
export function useAllClaims() {
  return useQuery(allClaimsQueryOptions);
}
