import { describe, expect, it } from '@jest/globals';
import { contentChoices, contentNames, readerCollator } from './content-choices';

const makes = [
  { vehicleType: 'GMC', vehicleTypeAr: 'جي إم سي' },
  { vehicleType: 'Geely', vehicleTypeAr: 'جيلي' },
  { vehicleType: 'audi', vehicleTypeAr: '' },
  { vehicleType: 'Toyota', vehicleTypeAr: 'تويوتا' },
];
const choices = (lang: 'en' | 'ar') => contentChoices(makes, (row) => row.vehicleType, (row) => row.vehicleTypeAr, lang);

describe('contentChoices', () => {
  it('sorts English names for the reader, case-insensitively: Geely before GMC', () => {
    expect(choices('en').map((choice) => choice.label)).toEqual(['audi', 'Geely', 'GMC', 'Toyota']);
  });

  it('shows an Arabic reader the Arabic names in Arabic order, storing the English name', () => {
    const arabic = choices('ar');
    expect(arabic.filter((choice) => choice.lang === 'ar').map((choice) => choice.label)).toEqual(['تويوتا', 'جي إم سي', 'جيلي']);
    expect(arabic.find((choice) => choice.label === 'جيلي')?.value).toBe('Geely');
  });

  it('falls back to the English name, marked as English, where Arabic is missing', () => {
    expect(choices('ar').find((choice) => choice.value === 'audi')).toEqual({ value: 'audi', label: 'audi', lang: 'en' });
  });

  it('lists a repeated name once', () => {
    const twice = contentChoices([...makes, { vehicleType: 'GMC', vehicleTypeAr: '' }], (row) => row.vehicleType, (row) => row.vehicleTypeAr, 'en');
    expect(twice.filter((choice) => choice.value === 'GMC')).toHaveLength(1);
  });
});

describe('readerCollator', () => {
  it('makes one collator per language and hands it out again', () => {
    expect(readerCollator('ar')).toBe(readerCollator('ar'));
    expect(readerCollator('en')).not.toBe(readerCollator('ar'));
    expect(readerCollator('ar').resolvedOptions().locale).toBe('ar');
  });
});

describe('contentNames', () => {
  const branch = contentNames(
    [{ branchName: 'Abha - Al Khalidiyah', branchNameAr: 'أبها - الخالدية' }],
    (row) => row.branchName,
    (row) => row.branchNameAr,
    'ar',
  );

  it('finds the Arabic name of a branch a booking names in English', () => {
    expect(branch('Abha - Al Khalidiyah')).toEqual({ text: 'أبها - الخالدية', lang: 'ar' });
  });

  it('keeps a name the catalog does not hold in English', () => {
    expect(branch('Closed Branch')).toEqual({ text: 'Closed Branch', lang: 'en' });
  });
});
