import { riyadhDate } from '../../../core/time/riyadh-time.js';

/** The human reference of a claim: the Riyadh year it was submitted and a number no other claim has. */
export function claimReference(submittedAt: Date, sequence: number): string {
  return `WC-${riyadhDate(submittedAt).slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

export type ClaimDateRefusal = 'badDate' | 'dateInFuture' | 'failedBeforeInstall';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A part cannot fail before it was installed, and neither day can lie ahead. `today` is Riyadh's date:
 * a claim filed just after midnight in Riyadh may name that day even while it is still yesterday in UTC.
 */
export function checkClaimDates(installDate: string, failedDate: string, today: string): ClaimDateRefusal | null {
  if (!isCalendarDate(installDate) || !isCalendarDate(failedDate)) return 'badDate';
  // YYYY-MM-DD strings order like the dates they name.
  if (installDate > today || failedDate > today) return 'dateInFuture';
  if (failedDate < installDate) return 'failedBeforeInstall';
  return null;
}
