import type { AdminClaimStatus, ClaimResolution } from '@dealer/contracts';
import type { StoredEvent } from '../../../core/event-store/event-store.types.js';
import { claimStreamId, evolveClaim, type ClaimEvent, type ClaimState } from '../../warranty/index.js';
import { SEND_MAIL_JOB, type SendMailJobData } from '../send-mail.job.js';
import type { ClaimMailParams } from '../templates/claim-mail.templates.js';

export type StoredClaimEvent = ClaimEvent & Pick<StoredEvent, 'streamId' | 'streamVersion'>;

export interface ClaimMailJob {
  name: typeof SEND_MAIL_JOB;
  jobId: string;
  data: SendMailJobData;
}

const CLAIM_TYPES: ReadonlySet<string> = new Set<ClaimEvent['type']>([
  'ClaimSubmitted',
  'ClaimInformationRequested',
  'ClaimInformationProvided',
  'ClaimReviewStarted',
  'ClaimApproved',
  'ClaimRejected',
  'ClaimClosed',
]);
const STREAM_PREFIX = claimStreamId('');

export function isClaimEvent(event: StoredEvent): event is StoredEvent & ClaimEvent {
  return CLAIM_TYPES.has(event.type) && event.streamId.startsWith(STREAM_PREFIX);
}

/**
 * The mail a claim event causes, given the claim as it stood just before it: a confirmation with the
 * reference on submission, and a notice for every status an admin sets. The customer's own answer
 * needs no mail to them. The job id is the event's identity, so handling an event twice adds nothing.
 */
export function planClaimMail(event: StoredClaimEvent, before: ClaimState): ClaimMailJob[] {
  const after = evolveClaim(before, event);
  if (after.status === 'none') return [];
  const d = after.details;
  const params: ClaimMailParams = {
    reference: d.reference,
    firstName: d.firstName,
    // Arabic mail names the make as the catalog did in Arabic when the claim was filed.
    vehicleName: (d.lang === 'ar' && d.vehicleNameAr) || d.vehicleName,
    vehicleModel: d.vehicleModel,
    salesOrderOrInvoiceNumber: d.salesOrderOrInvoiceNumber,
  };
  const job = (data: SendMailJobData): ClaimMailJob[] => [{ name: SEND_MAIL_JOB, jobId: `mail-${event.streamId}-v${event.streamVersion}`, data }];
  const statusMail = (status: AdminClaimStatus, extra: { note?: string; resolution?: ClaimResolution } = {}) =>
    job({ template: 'claim-status-changed', to: d.email, lang: d.lang, params: { ...params, status, ...extra } });

  switch (event.type) {
    case 'ClaimSubmitted':
      return job({ template: 'claim-submitted', to: d.email, lang: d.lang, params });
    case 'ClaimInformationProvided':
      return [];
    case 'ClaimInformationRequested':
      return statusMail('information_requested', { note: event.data.note });
    case 'ClaimReviewStarted':
      return statusMail('under_review', optionalNote(event.data.note));
    case 'ClaimApproved':
      return statusMail('approved', { resolution: event.data.resolution, ...optionalNote(event.data.note) });
    case 'ClaimRejected':
      return statusMail('rejected', { note: event.data.reason });
    case 'ClaimClosed':
      return statusMail('closed', optionalNote(event.data.note));
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function optionalNote(note: string | undefined): { note?: string } {
  return note ? { note } : {};
}
