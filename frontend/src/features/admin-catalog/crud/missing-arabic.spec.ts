import { describe, expect, it } from '@jest/globals';
import { missingArabicNotice } from './missing-arabic';

const branch = (branchNameAr: string, addressAr: string) => ({ _id: 'x', branchName: 'Abha', branchNameAr, address: 'Street 1', addressAr });

describe('missingArabicNotice', () => {
  it('counts the rows that lack Arabic for any of their content texts', () => {
    const rows = [branch('أبها', 'شارع ١'), branch('', 'شارع ١'), branch('أبها', ' '), branch('', '')];
    expect(missingArabicNotice('locations', rows)).toEqual({ key: 'other', count: 3 });
  });

  it('says one item on its own', () => {
    expect(missingArabicNotice('locations', [branch('', '')])).toEqual({ key: 'one', count: 1 });
  });

  it('says nothing when every row has its Arabic, before the rows load, and for tabs without content texts', () => {
    expect(missingArabicNotice('locations', [branch('أبها', 'شارع ١')])).toBeNull();
    expect(missingArabicNotice('locations', undefined)).toBeNull();
    expect(missingArabicNotice('models', [{ _id: 'y', modelYear: '2024' }])).toBeNull();
  });
});
