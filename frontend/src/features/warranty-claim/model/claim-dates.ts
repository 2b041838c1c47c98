import type { WARRANTY_MESSAGES } from '@dealer/contracts';

export type ClaimDateProblem = Extract<keyof typeof WARRANTY_MESSAGES, 'badDate' | 'dateInFuture' | 'failedBeforeInstall'>;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The server's date rules, checked before posting so the customer hears at once: a part cannot fail
 * before it was installed, and neither day can lie ahead of today in Riyadh.
 */
export function checkClaimDates(installDate: string, failedDate: string, today: string): ClaimDateProblem | null {
  if (!isCalendarDate(installDate) || !isCalendarDate(failedDate)) return 'badDate';
  // YYYY-MM-DD strings order like the dates they name.
  if (installDate > today || failedDate > today) return 'dateInFuture';
  if (failedDate < installDate) return 'failedBeforeInstall';
  return null;
}
