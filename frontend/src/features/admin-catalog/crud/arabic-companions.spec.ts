import { describe, expect, it } from '@jest/globals';
import { rowInLanguage } from './arabic-companions';

const branch = { _id: '1', branchName: 'Riyadh - Olaya', branchNameAr: 'الرياض - العليا', address: 'King Fahd Road', addressAr: '', capacity: 4 };

describe('rowInLanguage', () => {
  it("gives an Arabic reader each content field's companion, and the English where it has none", () => {
    expect(rowInLanguage('locations', branch, 'ar')).toEqual({ ...branch, branchName: 'الرياض - العليا', address: 'King Fahd Road' });
  });

  it('leaves the row as it is for an English reader and for resources without companions', () => {
    expect(rowInLanguage('locations', branch, 'en')).toBe(branch);
    const year = { _id: '2', modelYear: '2024' };
    expect(rowInLanguage('models', year, 'ar')).toBe(year);
  });
});
