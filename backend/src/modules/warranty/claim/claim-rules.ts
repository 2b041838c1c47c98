import { riyadhDate } from '../../../core/time/riyadh-time.js';

/** The human reference of a claim: the Riyadh year it was submitted and a number no other claim has. */
export function claimReference(submittedAt: Date, sequence: number): string {
  return `WC-${riyadhDate(submittedAt).slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}
