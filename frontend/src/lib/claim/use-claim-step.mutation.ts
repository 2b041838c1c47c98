import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@dealer/contracts';
import { api } from '../api-client';
import { CLAIMS_QUERY_KEY } from '../query-keys';

/**
 * A step of a claim's review, POSTed to /api/warrantyclaims/{id}/{step}: the customer's answer
 * (`information`) or an admin's move (`status`). The claim's row and timeline change with it.
 */
export function useClaimStep<B>(step: 'information' | 'status') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: string; body: B }) =>
      api.post<MessageResponse>(`/api/warrantyclaims/${encodeURIComponent(claimId)}/${step}`, body),
    // Not awaited: the refetch changes the status, which replaces the form that asked for the toast.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }),
  });
}
