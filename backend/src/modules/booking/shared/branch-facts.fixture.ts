import { uniformWeek, type Weekday } from '@dealer/contracts';
import type { BranchFacts } from '../../catalog/index.js';

const SATURDAY_TO_THURSDAY: Weekday[] = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'];

/**
 * A branch for the booking rules' tests: open Saturday to Thursday 08:00–22:00, never closed, no
 * Ramadan hours, unless the test says otherwise (working days and closed dates given shape its hours).
 */
export function testBranch(overrides: Partial<BranchFacts> = {}): BranchFacts {
  const workingDays = overrides.workingDays ?? SATURDAY_TO_THURSDAY;
  const closedDates = overrides.closedDates ?? [];
  return {
    id: 'b1',
    branchName: 'Riyadh - Olaya',
    branchNameAr: 'الرياض - العليا',
    capacity: 1,
    waitingLimit: null,
    workingDays,
    closedDates,
    hours: { weekly: uniformWeek(workingDays, { opens: 8 * 60, closes: 22 * 60 }), ramadan: null, special: [], closedDates },
    ...overrides,
  };
}
