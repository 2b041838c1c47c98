import { describe, expect, it } from '@jest/globals';
import { decideBranchDeletion, type BranchUsage } from './branch-deletion.js';

const BRANCH = 'b-olaya';
const nothing: BranchUsage = { upcomingBookings: 0, reservedSlots: 0, waitlistEntries: 0, staff: [] };
const sara = { id: 'sara', firstName: 'Sara', lastName: 'al-Qahtani', branchIds: [BRANCH] };
const omar = { id: 'omar', firstName: 'Omar', lastName: 'Khan', branchIds: [BRANCH, 'b-malaz'] };

describe('deciding a branch delete', () => {
  it('deletes a branch with nothing live, taking it off the lists of staff who work elsewhere too', () => {
    expect(decideBranchDeletion(BRANCH, nothing)).toEqual({ verdict: 'delete', unassign: [] });
    expect(decideBranchDeletion(BRANCH, { ...nothing, staff: [omar] })).toEqual({ verdict: 'delete', unassign: ['omar'] });
  });

  it('refuses while upcoming bookings, reserved slots or waitlist entries are left, with their counts', () => {
    for (const kind of ['upcomingBookings', 'reservedSlots', 'waitlistEntries'] as const) {
      const decided = decideBranchDeletion(BRANCH, { ...nothing, staff: [omar], [kind]: 2 });
      const counts = { upcomingBookings: 0, reservedSlots: 0, waitlistEntries: 0, [kind]: 2 };
      expect(decided).toMatchObject({ verdict: 'refuse', dependents: { ...counts, onlyBranchOf: [] } });
    }
    const decided = decideBranchDeletion(BRANCH, { ...nothing, upcomingBookings: 3, reservedSlots: 1 });
    expect(decided.verdict === 'refuse' && decided.message.en).toBe('This branch still has 3 upcoming bookings and 1 reserved slot. Cancel or move them first.');
  });

  it('refuses while it is the only branch of a staff member, and names them (a staff list left empty counts too)', () => {
    const decided = decideBranchDeletion(BRANCH, { ...nothing, staff: [omar, sara, { id: 'x', firstName: 'Zaid', lastName: '', branchIds: [] }] });
    expect(decided).toMatchObject({ verdict: 'refuse', dependents: { onlyBranchOf: [{ _id: 'sara', name: 'Sara A.' }, { _id: 'x', name: 'Zaid' }] } });
    expect(decided.verdict === 'refuse' && decided.message.en).toBe('Give Sara A. and Zaid another branch first, as this is their only one.');
  });
});
