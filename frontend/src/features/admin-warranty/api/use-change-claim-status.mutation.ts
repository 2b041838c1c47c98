import type { ChangeClaimStatusRequest } from '@dealer/contracts';
import { useClaimStep } from '../../../lib/claim/use-claim-step.mutation';

/** An admin's status move; refused moves answer 409 and the list is reloaded either way. */
export function useChangeClaimStatus() {
  return useClaimStep<ChangeClaimStatusRequest>('status');
}
