import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import type { ProcessCellForExportParams } from 'ag-grid-community';
import type { ContactRow } from '@dealer/contracts';
import { csvSafeCell, NEWSLETTER_COLUMNS, NEWSLETTER_GRID_HEIGHT, newsletterColumns, newsletterCsvParams } from './newsletter-columns';

const t = ((key: string) => key) as unknown as TFunction;

describe('newsletter grid and CSV export', () => {
  it('exports to newsletter-subscribers.csv', () => {
    expect(newsletterCsvParams().fileName).toBe('newsletter-subscribers.csv');
  });

  it('exports the subscriber columns in order, without the serial and action columns', () => {
    expect(newsletterCsvParams().columnKeys).toEqual(['name', 'email', 'phoneNumber', 'message', 'createdAt']);
    expect(newsletterColumns(t, 'en').map((column) => column.colId)).toEqual([...NEWSLETTER_COLUMNS]);
  });

  it('titles the spec columns Subscriber Name, Email, Phone Number', () => {
    const headers = newsletterColumns(t, 'en').map((column) => column.headerName);
    expect(headers.slice(0, 3)).toEqual(['newsletter.columns.name', 'newsletter.columns.email', 'newsletter.columns.phoneNumber']);
  });

  it('uses the spec grid height of 450', () => {
    expect(NEWSLETTER_GRID_HEIGHT).toBe(450);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvSafeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvSafeCell('+966512345678')).toBe("'+966512345678");
    expect(csvSafeCell('-1')).toBe("'-1");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('Faisal')).toBe('Faisal');
    expect(csvSafeCell(undefined)).toBe('');
  });

  it('exports the shown (formatted) value through the safety check', () => {
    const callback = newsletterCsvParams().processCellCallback;
    const params = { value: '+966500000000', formatValue: (value: unknown) => String(value) } as unknown as ProcessCellForExportParams<ContactRow>;
    expect(callback?.(params)).toBe("'+966500000000");
  });
});
