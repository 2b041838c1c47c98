import { describe, expect, it } from '@jest/globals';
import { branchHasDependents, branchInUseMessage, type BranchDependents } from './branch-dependents.js';
import { isolate } from './formatting.js';

const none: BranchDependents = { upcomingBookings: 0, reservedSlots: 0, waitlistEntries: 0, onlyBranchOf: [] };
const sara = { _id: 's', name: 'Sara A.' };
const omar = { _id: 'o', name: 'Omar K.' };

describe('why a branch cannot be deleted yet', () => {
  it('counts what is left and says what to do, as the admin reads it in English', () => {
    expect(branchInUseMessage({ ...none, upcomingBookings: 3, reservedSlots: 1 }).en).toBe('This branch still has 3 upcoming bookings and 1 reserved slot. Cancel or move them first.');
    expect(branchInUseMessage({ ...none, upcomingBookings: 1 }).en).toBe('This branch still has 1 upcoming booking. Cancel or move it first.');
    expect(branchInUseMessage({ ...none, upcomingBookings: 2, reservedSlots: 4, waitlistEntries: 1 }).en).toBe(
      'This branch still has 2 upcoming bookings, 4 reserved slots and 1 waitlist entry. Cancel or move the bookings and reserved slots first; waitlist entries end when their customers leave or their day has passed.',
    );
    expect(branchInUseMessage({ ...none, waitlistEntries: 2 }).en).toBe('This branch still has 2 waitlist entries. Waitlist entries end when their customers leave or their day has passed.');
  });

  it('names the staff whose only branch it is', () => {
    expect(branchInUseMessage({ ...none, onlyBranchOf: [sara] }).en).toBe('Give Sara A. another branch first, as this is their only one.');
    expect(branchInUseMessage({ ...none, reservedSlots: 1, onlyBranchOf: [sara, omar] }).en).toBe(
      'This branch still has 1 reserved slot. Cancel or move it first. Give Sara A. and Omar K. another branch first, as this is their only one.',
    );
  });

  it('counts in Arabic by its plural rules, with names isolated', () => {
    const bookings = (n: number) => branchInUseMessage({ ...none, upcomingBookings: n }).ar.replace('هذا الفرع ما زال لديه ', '').split('. ')[0];
    expect([1, 2, 3, 10, 11, 100, 103].map(bookings)).toEqual(['حجز قادم واحد', 'حجزان قادمان', '3 حجوزات قادمة', '10 حجوزات قادمة', '11 حجزاً قادماً', '100 حجز قادم', '103 حجوزات قادمة']);
    expect(branchInUseMessage({ ...none, reservedSlots: 1 }).ar).toBe('هذا الفرع ما زال لديه موعد محجوز واحد. ألغِه أو انقله أولاً.');
    expect(branchInUseMessage({ ...none, upcomingBookings: 3, reservedSlots: 1 }).ar).toBe('هذا الفرع ما زال لديه 3 حجوزات قادمة وموعد محجوز واحد. ألغِها أو انقلها أولاً.');
    expect(branchInUseMessage({ ...none, reservedSlots: 2, waitlistEntries: 5 }).ar).toBe(
      'هذا الفرع ما زال لديه موعدان محجوزان و5 طلبات في قائمة الانتظار. ألغِ المواعيد المحجوزة أو انقلها أولاً، وتنتهي طلبات قائمة الانتظار حين يغادرها أصحابها أو يمضي يومها.',
    );
    expect(branchInUseMessage({ ...none, onlyBranchOf: [sara] }).ar).toBe(`أسند فرعاً آخر إلى ${isolate('Sara A.')} أولاً، فهذا هو الفرع الوحيد المسند إلى هذا الحساب.`);
  });

  it('finds nothing in the way of a branch with nothing left', () => {
    expect(branchHasDependents(none)).toBe(false);
    expect(branchHasDependents({ ...none, waitlistEntries: 1 })).toBe(true);
    expect(branchHasDependents({ ...none, onlyBranchOf: [sara] })).toBe(true);
  });
});
