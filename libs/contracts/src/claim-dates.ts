import { isCalendarDate } from './riyadh-calendar.js';
import type { WARRANTY_MESSAGES } from './warranty.contract.js';

export type ClaimDateProblem = Extract<keyof typeof WARRANTY_MESSAGES, 'badDate' | 'dateInFuture' | 'failedBeforeInstall'>;

/**
 * A part cannot fail before it was installed, and neither day can lie ahead. `today` is Riyadh's date:
 * a claim filed just after midnight in Riyadh may name that day even while it is still yesterday in UTC.
 * The server decides by it; the form checks it before posting so the customer hears at once.
 */
export function checkClaimDates(installDate: string, failedDate: string, today: string): ClaimDateProblem | null {
  if (!isCalendarDate(installDate) || !isCalendarDate(failedDate)) return 'badDate';
  // YYYY-MM-DD strings order like the dates they name.
  if (installDate > today || failedDate > today) return 'dateInFuture';
  if (failedDate < installDate) return 'failedBeforeInstall';
  return null;
}
