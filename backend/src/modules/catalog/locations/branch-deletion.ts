import { branchHasDependents, branchInUseMessage, type Bilingual, type BranchDependents } from '@dealer/contracts';

/** What a branch still has, read under the delete's locks (see branch-deletion.store.ts). */
export interface BranchUsage {
  upcomingBookings: number;
  reservedSlots: number;
  waitlistEntries: number;
  /** Every account whose branch list names the branch. */
  staff: readonly { id: string; firstName: string; lastName: string; branchIds: readonly string[] }[];
}

export type BranchDeletion =
  /** Nothing live is left: delete, and take the branch off these accounts' lists (they work elsewhere too). */
  | { verdict: 'delete'; unassign: string[] }
  | { verdict: 'refuse'; dependents: BranchDependents; message: Bilingual };

/**
 * Whether a branch may go. Staff must always work at a real branch, so one whose only branch it is
 * stops the delete until an admin gives them another; staff who also work elsewhere simply lose it.
 * Upcoming bookings, reserved slots and waitlist entries stop it too: they would be left pointing at
 * nothing (no board, no reschedule, no offers). Bookings of past days do not: history keeps the
 * branch's name as it was booked.
 */
export function decideBranchDeletion(branchId: string, usage: BranchUsage): BranchDeletion {
  const others = (branchIds: readonly string[]) => branchIds.some((id) => id !== branchId);
  const onlyBranchOf = usage.staff
    .filter((account) => !others(account.branchIds))
    .map((account) => ({ _id: account.id, name: shortName(account.firstName, account.lastName) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
  const dependents: BranchDependents = {
    upcomingBookings: usage.upcomingBookings,
    reservedSlots: usage.reservedSlots,
    waitlistEntries: usage.waitlistEntries,
    onlyBranchOf,
  };
  if (branchHasDependents(dependents)) return { verdict: 'refuse', dependents, message: branchInUseMessage(dependents) };
  return { verdict: 'delete', unassign: usage.staff.map((account) => account.id) };
}

/** A colleague as histories name them ('Sara A.': first name, last initial), as identity's Actors.named does. */
function shortName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase()}.` : firstName.trim();
}
