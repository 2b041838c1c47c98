import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitClaimRequest, SubmitClaimResponse } from '@dealer/contracts';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

export interface SubmitClaimVariables {
  body: SubmitClaimRequest;
  /** Made once per submission attempt and sent again on every retry of it. */
  idempotencyKey: string;
}

/** Only an unanswered attempt is retried: an answered one either made the claim or said why not. */
const retryUnanswered = (failureCount: number, error: Error) =>
  failureCount < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function useSubmitClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SubmitClaimVariables) =>
      apiRequest<SubmitClaimResponse>('POST', '/api/warrantyclaims', body, { 'Idempotency-Key': idempotencyKey }),
    retry: retryUnanswered,
    // Not awaited: the success toast must not wait for the lists to reload.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CLAIMS_QUERY_KEY }),
  });
}
