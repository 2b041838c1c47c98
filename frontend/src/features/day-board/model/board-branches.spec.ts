import { describe, expect, it } from '@jest/globals';
import type { LocationRow } from '@dealer/contracts';
import { boardBranches } from './board-branches';

const row = (id: string, branchName: string, branchNameAr: string) => ({ _id: id, branchName, branchNameAr }) as LocationRow;
const rows = [row('b1', 'Riyadh - Olaya', 'الرياض - العليا'), row('b2', 'Jeddah - Tahlia', ''), row('b3', 'Dammam - Corniche', 'الدمام - الكورنيش')];
const english = new Intl.Collator('en');

describe('boardBranches', () => {
  it('offers an admin every branch, by id, in the reader\'s order', () => {
    expect(boardBranches(rows, { type: 'admin', branches: [] }, 'en', english).map((choice) => [choice.value, choice.label])).toEqual([
      ['b3', 'Dammam - Corniche'],
      ['b2', 'Jeddah - Tahlia'],
      ['b1', 'Riyadh - Olaya'],
    ]);
  });

  it('offers staff only the branches they work at', () => {
    expect(boardBranches(rows, { type: 'staff', branches: ['b1', 'b2'] }, 'en', english).map((choice) => choice.value)).toEqual(['b2', 'b1']);
  });

  it('names branches in Arabic where they have a name, marking the English one', () => {
    const choices = boardBranches(rows, { type: 'admin', branches: [] }, 'ar', new Intl.Collator('ar'));
    expect(choices.find((choice) => choice.value === 'b1')).toEqual({ value: 'b1', label: 'الرياض - العليا', lang: undefined });
    expect(choices.find((choice) => choice.value === 'b2')).toEqual({ value: 'b2', label: 'Jeddah - Tahlia', lang: 'en' });
  });
});
