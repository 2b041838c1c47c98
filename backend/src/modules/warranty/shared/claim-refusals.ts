import { WARRANTY_MESSAGES } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { ClaimDecisionError } from '../claim/claim.decider.js';

/**
 * Decider refusals as answers: a request that is incomplete is 400, one that the claim's present
 * status does not allow is 409. Someone else's claim is answered like a missing one.
 */
export function claimRefusalToApiError(error: unknown): unknown {
  if (!(error instanceof ClaimDecisionError)) return error;
  switch (error.reason) {
    case 'claimNotFound':
    case 'notOwner':
      return new ApiError(404, WARRANTY_MESSAGES.claimNotFound);
    case 'noteRequired':
      return new ApiError(400, WARRANTY_MESSAGES.noteRequired);
    case 'resolutionRequired':
      return new ApiError(400, WARRANTY_MESSAGES.resolutionRequired);
    case 'informationNotRequested':
      return new ApiError(409, WARRANTY_MESSAGES.informationNotRequested);
    case 'alreadySubmitted':
    case 'transitionRefused':
      return new ApiError(409, WARRANTY_MESSAGES.transitionRefused);
  }
}
