import { ADMIN_CLAIM_MOVES, type AdminClaimStatus, type ChangeClaimStatusRequest, type ClaimResolution, type ClaimStatus, type WARRANTY_MESSAGES } from '@dealer/contracts';

export function allowedClaimActions(status: ClaimStatus): readonly AdminClaimStatus[] {
  return ADMIN_CLAIM_MOVES[status];
}

/** The question and the rejection's reason are what the customer reads in the mail, so they are required. */
export function noteRequired(action: AdminClaimStatus): boolean {
  return action === 'information_requested' || action === 'rejected';
}

export interface ClaimActionDraft {
  action: AdminClaimStatus | '';
  note: string;
  resolution: ClaimResolution | '';
}

export type ClaimActionProblem = Extract<keyof typeof WARRANTY_MESSAGES, 'noteRequired' | 'resolutionRequired' | 'transitionRefused'>;

export type ClaimActionCheck = { ok: true; request: ChangeClaimStatusRequest } | { ok: false; problem: ClaimActionProblem };

/** The body of POST /api/warrantyclaims/{id}/status for a draft, or why it cannot be sent. */
export function toStatusRequest(status: ClaimStatus, draft: ClaimActionDraft): ClaimActionCheck {
  const { action } = draft;
  if (action === '' || !allowedClaimActions(status).includes(action)) return { ok: false, problem: 'transitionRefused' };
  const note = draft.note.trim();
  if (noteRequired(action) && note === '') return { ok: false, problem: 'noteRequired' };
  if (action === 'approved' && draft.resolution === '') return { ok: false, problem: 'resolutionRequired' };
  return {
    ok: true,
    request: {
      status: action,
      ...(note ? { note } : {}),
      ...(action === 'approved' && draft.resolution !== '' ? { resolution: draft.resolution } : {}),
    },
  };
}
