import type { ProvideClaimInformationRequest } from '@dealer/contracts';
import { useClaimStep } from '../../../lib/claim/use-claim-step.mutation';

/** The customer's answer to the dealer's question. */
export function useProvideInformation() {
  return useClaimStep<ProvideClaimInformationRequest>('information');
}
