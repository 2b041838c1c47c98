import { describe, expect, it } from '@jest/globals';
import { csvSafeCell } from './csv-export';

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvSafeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvSafeCell('+966512345678')).toBe("'+966512345678");
    expect(csvSafeCell('-1')).toBe("'-1");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('Faisal')).toBe('Faisal');
    expect(csvSafeCell(undefined)).toBe('');
  });
});
