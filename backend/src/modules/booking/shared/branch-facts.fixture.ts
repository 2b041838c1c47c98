import type { BranchFacts } from '../../catalog/index.js';

/** A branch for the booking rules' tests: open Saturday to Thursday, never closed, unless the test says otherwise. */
export function testBranch(overrides: Partial<BranchFacts> = {}): BranchFacts {
  return {
    id: 'b1',
    branchName: 'Riyadh - Olaya',
    branchNameAr: 'الرياض - العليا',
    capacity: 1,
    waitingLimit: null,
    workingDays: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'],
    closedDates: [],
    ...overrides,
  };
}
