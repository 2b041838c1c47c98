import { WARRANTY_MESSAGES, type Bilingual } from '@dealer/contracts';
import { ApiError } from '../../../core/http/api-error.js';
import { ClaimDecisionError, type ClaimRefusal } from '../claim/claim.decider.js';

/**
 * Decider refusals as answers: a request that is incomplete is 400, one that the claim's present
 * status does not allow is 409. Someone else's claim is answered like a missing one.
 */
const ANSWERS: Record<ClaimRefusal, [status: number, message: Bilingual]> = {
  claimNotFound: [404, WARRANTY_MESSAGES.claimNotFound],
  notOwner: [404, WARRANTY_MESSAGES.claimNotFound],
  noteRequired: [400, WARRANTY_MESSAGES.noteRequired],
  resolutionRequired: [400, WARRANTY_MESSAGES.resolutionRequired],
  informationNotRequested: [409, WARRANTY_MESSAGES.informationNotRequested],
  alreadySubmitted: [409, WARRANTY_MESSAGES.transitionRefused],
  transitionRefused: [409, WARRANTY_MESSAGES.transitionRefused],
};

export function claimRefusalToApiError(error: unknown): unknown {
  return error instanceof ClaimDecisionError ? new ApiError(...ANSWERS[error.reason]) : error;
}
