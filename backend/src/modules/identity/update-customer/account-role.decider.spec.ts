import { describe, expect, it } from '@jest/globals';
import { decideRole, RoleDecisionError, type AccountRole, type RoleChange, type RoleRefusal } from './account-role.decider.js';

const OLAYA = '3f1c2a10-0000-4000-8000-000000000001';
const MALAZ = '3f1c2a10-0000-4000-8000-000000000002';

const customer: AccountRole = { type: 'customer', branchIds: [] };
const staffAtOlaya: AccountRole = { type: 'staff', branchIds: [OLAYA] };

/** Given the stored role, when an admin's edit: then the new role, or the reason it is refused. */
function given(current: AccountRole) {
  return {
    when(change: RoleChange): { role?: AccountRole; refusal?: RoleRefusal } {
      try {
        return { role: decideRole(current, change) };
      } catch (error) {
        if (error instanceof RoleDecisionError) return { refusal: error.reason };
        throw error;
      }
    },
  };
}

describe('the role an admin gives an account', () => {
  it('given a customer, when made staff at a branch, then they work there', () => {
    expect(given(customer).when({ type: 'staff', branches: [OLAYA] })).toEqual({ role: { type: 'staff', branchIds: [OLAYA] } });
  });

  it('given a customer, when made staff without branches, then it is refused', () => {
    expect(given(customer).when({ type: 'staff' })).toEqual({ refusal: 'staffNeedsBranch' });
    expect(given(customer).when({ type: 'staff', branches: [] })).toEqual({ refusal: 'staffNeedsBranch' });
  });

  it('given staff, when their branches change, then they work at the new ones', () => {
    expect(given(staffAtOlaya).when({ branches: [MALAZ, OLAYA] })).toEqual({ role: { type: 'staff', branchIds: [MALAZ, OLAYA] } });
    expect(given(staffAtOlaya).when({ type: 'staff', branches: [MALAZ] })).toEqual({ role: { type: 'staff', branchIds: [MALAZ] } });
  });

  it('given staff, when an edit leaves the branches out, then they keep theirs', () => {
    expect(given(staffAtOlaya).when({})).toEqual({ role: staffAtOlaya });
    expect(given(staffAtOlaya).when({ type: 'staff' })).toEqual({ role: staffAtOlaya });
  });

  it('given staff, when their branches are emptied, then it is refused', () => {
    expect(given(staffAtOlaya).when({ branches: [] })).toEqual({ refusal: 'staffNeedsBranch' });
  });

  it('given staff, when made a customer or an admin, then the branches are cleared', () => {
    expect(given(staffAtOlaya).when({ type: 'customer' })).toEqual({ role: customer });
    expect(given(staffAtOlaya).when({ type: 'admin', branches: [] })).toEqual({ role: { type: 'admin', branchIds: [] } });
  });

  it('given a customer, when branches are named without making them staff, then it is refused', () => {
    expect(given(customer).when({ branches: [OLAYA] })).toEqual({ refusal: 'branchesOnlyForStaff' });
    expect(given(staffAtOlaya).when({ type: 'admin', branches: [OLAYA] })).toEqual({ refusal: 'branchesOnlyForStaff' });
  });
});
