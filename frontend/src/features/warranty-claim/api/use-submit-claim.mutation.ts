import type { SubmitClaimRequest, SubmitClaimResponse } from '@dealer/contracts';
import { useIdempotentPost } from '../../../lib/pending/use-idempotent-post.mutation';
import { CLAIMS_QUERY_KEY } from '../../../lib/query-keys';

export function useSubmitClaim() {
  return useIdempotentPost<SubmitClaimRequest, SubmitClaimResponse>('/api/warrantyclaims', [CLAIMS_QUERY_KEY]);
}
