import { useQuery } from '@tanstack/react-query';
import type { BookingEventRow } from '@dealer/contracts';
import { listQueryOptions } from '../query/list-query';
import { CLAIMS_QUERY_KEY } from '../query-keys';

/** A recorded step of a claim; the history route answers the same shape as the booking one. */
export type ClaimEventRow = BookingEventRow;

/** A claim's timeline (submitted, information asked and given, decisions), oldest first. */
export function useClaimHistory(claimId: string) {
  return useQuery(
    listQueryOptions<ClaimEventRow>([...CLAIMS_QUERY_KEY, 'history', claimId], `/api/warrantyclaims/${encodeURIComponent(claimId)}/history`, {
      enabled: claimId !== '',
    }),
  );
}
