import { ADMIN_CLAIM_MOVES, type AdminClaimStatus, type ClaimResolution, type ClaimStatus, type Lang, type SubmitClaimRequest } from '@dealer/contracts';

/** One stream per claim: its events are the review's audit trail, shown to the customer and admins. */

/** The spec's claim fields as the customer filled them; optional ones are '' when left out. */
export type ClaimForm = Required<Omit<SubmitClaimRequest, 'invoiceImage' | 'email'>>;

export interface ClaimDetails extends ClaimForm {
  customerId: string;
  email: string;
  firstName: string;
  /** The language of the customer's mails about this claim: the one they last acted on it in. */
  lang: Lang;
  reference: string;
  /** The make's Arabic name in the catalog when the claim was filed ('' or absent: none), for Arabic mail. */
  vehicleNameAr?: string;
  /** The stored e-invoice photo, or null. */
  invoiceImage: { sha256: string; path: string } | null;
}

export type ClaimEvent =
  | { type: 'ClaimSubmitted'; data: ClaimDetails & { claimId: string } }
  | { type: 'ClaimInformationRequested'; data: { note: string } }
  | { type: 'ClaimInformationProvided'; data: { information: string; lang?: Lang } }
  | { type: 'ClaimReviewStarted'; data: { note?: string } }
  | { type: 'ClaimApproved'; data: { resolution: ClaimResolution; note?: string } }
  | { type: 'ClaimRejected'; data: { reason: string } }
  | { type: 'ClaimClosed'; data: { note?: string } };

export type ClaimState =
  | { status: 'none' }
  | { status: ClaimStatus; details: ClaimDetails; informationRequest: string | null; resolution: ClaimResolution | null };

export const initialClaim: ClaimState = { status: 'none' };

export type ClaimCommand =
  | { type: 'SubmitClaim'; claimId: string; details: ClaimDetails }
  | { type: 'ChangeClaimStatus'; to: AdminClaimStatus; note?: string; resolution?: ClaimResolution }
  | { type: 'ProvideClaimInformation'; customerId: string; information: string; lang?: Lang };

export type ClaimRefusal = 'alreadySubmitted' | 'claimNotFound' | 'notOwner' | 'transitionRefused' | 'informationNotRequested' | 'noteRequired' | 'resolutionRequired';

export class ClaimDecisionError extends Error {
  constructor(readonly reason: ClaimRefusal) {
    super(reason);
  }
}

function adminMayMove(from: ClaimStatus, to: AdminClaimStatus): boolean {
  return ADMIN_CLAIM_MOVES[from].includes(to);
}

export function evolveClaim(state: ClaimState, event: ClaimEvent): ClaimState {
  if (event.type === 'ClaimSubmitted') {
    const { claimId: _claimId, ...details } = event.data;
    return { status: 'submitted', details, informationRequest: null, resolution: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ClaimInformationRequested':
      return { ...state, status: 'information_requested', informationRequest: event.data.note };
    case 'ClaimInformationProvided': {
      // The customer's answer is their latest action: the review's later mails follow its language.
      const details = event.data.lang ? { ...state.details, lang: event.data.lang } : state.details;
      return { ...state, details, status: 'information_provided', informationRequest: null };
    }
    case 'ClaimReviewStarted':
      return { ...state, status: 'under_review' };
    case 'ClaimApproved':
      return { ...state, status: 'approved', resolution: event.data.resolution };
    case 'ClaimRejected':
      return { ...state, status: 'rejected' };
    case 'ClaimClosed':
      return { ...state, status: 'closed' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideClaim(command: ClaimCommand, state: ClaimState): ClaimEvent[] {
  if (command.type === 'SubmitClaim') {
    if (state.status !== 'none') throw new ClaimDecisionError('alreadySubmitted');
    return [{ type: 'ClaimSubmitted', data: { claimId: command.claimId, ...command.details } }];
  }
  if (state.status === 'none') throw new ClaimDecisionError('claimNotFound');
  switch (command.type) {
    case 'ProvideClaimInformation':
      if (command.customerId !== state.details.customerId) throw new ClaimDecisionError('notOwner');
      if (state.status !== 'information_requested') throw new ClaimDecisionError('informationNotRequested');
      return [{ type: 'ClaimInformationProvided', data: { information: command.information, ...(command.lang ? { lang: command.lang } : {}) } }];
    case 'ChangeClaimStatus':
      return [changeStatus(command, state.status)];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** What the admin sent must be complete for the move it asks for; then the move must be allowed now. */
function changeStatus(command: Extract<ClaimCommand, { type: 'ChangeClaimStatus' }>, from: ClaimStatus): ClaimEvent {
  const event = statusEvent(command);
  if (!adminMayMove(from, command.to)) throw new ClaimDecisionError('transitionRefused');
  return event;
}

function statusEvent({ to, note: sent, resolution }: Extract<ClaimCommand, { type: 'ChangeClaimStatus' }>): ClaimEvent {
  const note = sent?.trim() || undefined;
  const optionalNote = note ? { note } : {};
  switch (to) {
    case 'information_requested':
      if (!note) throw new ClaimDecisionError('noteRequired');
      return { type: 'ClaimInformationRequested', data: { note } };
    case 'under_review':
      return { type: 'ClaimReviewStarted', data: optionalNote };
    case 'approved':
      if (!resolution) throw new ClaimDecisionError('resolutionRequired');
      return { type: 'ClaimApproved', data: { resolution, ...optionalNote } };
    case 'rejected':
      if (!note) throw new ClaimDecisionError('noteRequired');
      return { type: 'ClaimRejected', data: { reason: note } };
    case 'closed':
      return { type: 'ClaimClosed', data: optionalNote };
    default: {
      const unhandled: never = to;
      return unhandled;
    }
  }
}

export function claimStreamId(claimId: string): string {
  return `claim-${claimId}`;
}

export function claimIdOf(streamId: string): string {
  return streamId.slice(claimStreamId('').length);
}
