import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingEventRow, ListResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

/** A recorded step of a claim; the history route answers the same shape as the booking one. */
export type ClaimEventRow = BookingEventRow;

function claimHistoryQueryOptions(claimId: string) {
  return queryOptions({
    queryKey: [...CLAIMS_QUERY_KEY, 'history', claimId] as const,
    queryFn: async () => (await api.get<ListResponse<ClaimEventRow>>(`/api/warrantyclaims/${encodeURIComponent(claimId)}/history`)).data,
    enabled: claimId !== '',
  });
}

/** A claim's timeline (submitted, information asked and given, decisions), oldest first. */
export function useClaimHistory(claimId: string) {
  return useQuery(claimHistoryQueryOptions(claimId));
}
