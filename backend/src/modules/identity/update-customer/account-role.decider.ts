import type { CustomerType } from '@dealer/contracts';

/** An account's role as stored: its type and, for branch staff, the branches it works at. */
export interface AccountRole {
  type: CustomerType;
  branchIds: readonly string[];
}

/** What an admin's edit asks of the role: either may be left out. */
export interface RoleChange {
  type?: CustomerType;
  branches?: readonly string[];
}

export type RoleRefusal = 'staffNeedsBranch' | 'branchesOnlyForStaff';

export class RoleDecisionError extends Error {
  constructor(readonly reason: RoleRefusal) {
    super(reason);
  }
}

/**
 * The role after an admin's edit. Staff work at one branch at least (a staff account at none would see
 * nothing and could do nothing); an edit that leaves the type out keeps it, and one that leaves the
 * branches out keeps a staff account's branches. Any other type works at no branch, so turning staff
 * into a customer or an admin clears the list; naming branches for such an account is a mistake the
 * admin should hear of rather than see silently dropped.
 */
export function decideRole(current: AccountRole, change: RoleChange): AccountRole {
  const type = change.type ?? current.type;
  if (type !== 'staff') {
    if (change.branches?.length) throw new RoleDecisionError('branchesOnlyForStaff');
    return { type, branchIds: [] };
  }
  const branchIds = change.branches ?? (current.type === 'staff' ? current.branchIds : []);
  if (branchIds.length === 0) throw new RoleDecisionError('staffNeedsBranch');
  return { type, branchIds: [...branchIds] };
}
