import { describe, expect, it } from '@jest/globals';
import type { TFunction } from '../../../lib/i18n';
import type { ProcessCellForExportParams } from 'ag-grid-community';
import type { ContactRow } from '@dealer/contracts';
import { CONTACT_REQUEST_COLUMNS, contactRequestColumns, contactRequestsCsvParams, NEWSLETTER_GRID_HEIGHT } from './contact-request-columns';

const t = ((key: string) => key) as unknown as TFunction;

describe('Get A Quote requests grid and its CSV export', () => {
  it('exports to quote-requests.csv', () => {
    expect(contactRequestsCsvParams().fileName).toBe('quote-requests.csv');
  });

  it('exports the request columns in order, without the serial column', () => {
    expect(contactRequestsCsvParams().columnKeys).toEqual(['name', 'email', 'phoneNumber', 'message', 'createdAt']);
    expect(contactRequestColumns(t, 'en').map((column) => column.colId)).toEqual([...CONTACT_REQUEST_COLUMNS]);
  });

  it('titles the spec columns Subscriber Name, Email, Phone Number', () => {
    const headers = contactRequestColumns(t, 'en').map((column) => column.headerName);
    expect(headers.slice(0, 3)).toEqual(['newsletter.requests.columns.name', 'newsletter.requests.columns.email', 'newsletter.requests.columns.phoneNumber']);
  });

  it('uses the spec grid height of 450', () => {
    expect(NEWSLETTER_GRID_HEIGHT).toBe(450);
  });

  it('exports the shown (formatted) value through the safety check', () => {
    const callback = contactRequestsCsvParams().processCellCallback;
    const params = { value: '+966500000000', formatValue: (value: unknown) => String(value) } as unknown as ProcessCellForExportParams<ContactRow>;
    expect(callback?.(params)).toBe("'+966500000000");
  });
});
