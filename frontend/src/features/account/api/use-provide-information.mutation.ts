import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ProvideClaimInformationRequest } from '@dealer/contracts';
import { api } from '../../../lib/api-client';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

/** The customer's answer to the dealer's question; the claim's row and timeline change with it. */
export function useProvideInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: string; body: ProvideClaimInformationRequest }) =>
      api.post<MessageResponse>(`/api/warrantyclaims/${encodeURIComponent(claimId)}/information`, body),
    // Not awaited: the refetch changes the status, which replaces the form that asked for the toast.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }),
  });
}
