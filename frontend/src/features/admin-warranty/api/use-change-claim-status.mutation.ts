import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeClaimStatusRequest, MessageResponse } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

/** An admin's status move; refused moves answer 409 and the list is reloaded either way. */
export function useChangeClaimStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: string; body: ChangeClaimStatusRequest }) =>
      api.post<MessageResponse>(`/api/warrantyclaims/${encodeURIComponent(claimId)}/status`, body),
    // Not awaited: the refetch changes the status, which replaces the form that asked for the toast.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }),
  });
}
