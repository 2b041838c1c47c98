import { describe, expect, it } from '@jest/globals';
import type { ColDef } from 'ag-grid-community';
import type { ClaimRow, Lang } from '@dealer/contracts';
import type { TFunction } from '../../lib/i18n';
import { CLAIM_FIELDS } from '../../lib/claim/claim-fields';
import type { ContentNames } from '../../lib/catalog/use-content-names';
import { SHORT_DATE_WIDTH } from '../data-grid/grid-settings';
import { claimColumns } from './claim-columns';

const t = ((key: string) => key) as unknown as TFunction;
const asIs = (text: string) => ({ text, lang: 'en' as const });
const names = (lang: Lang): ContentNames => ({ lang, branch: asIs, service: asIs, vehicle: asIs, transmission: asIs });
const contact: ColDef<ClaimRow> = { field: 'phoneNumber', headerName: 'contact' };
const column = (lang: Lang, field: string) => claimColumns(t, names(lang), contact).find((each) => each.field === field)!;
const shown = (col: ColDef<ClaimRow>, value: string) => (col.valueFormatter as (params: { value: string }) => string)({ value });
const filtered = (col: ColDef<ClaimRow>, data: Partial<ClaimRow>) => (col.filterValueGetter as (params: { data: Partial<ClaimRow> }) => string)({ data });

describe('the warranty claim columns', () => {
  it('title each of the claim form’s fields as the form does', () => {
    const formFields = claimColumns(t, names('en'), contact).filter((col) => col !== contact && (CLAIM_FIELDS as readonly unknown[]).includes(col.field));
    expect(formFields.map((col) => col.field)).toEqual([
      'vehicleName', 'vehicleModel', 'companyName', 'salesOrderOrInvoiceNumber', 'originalUnitInstallDate', 'failedDate', 'manufacturer', 'newPartName', 'failureReason',
    ]);
    for (const col of formFields) expect(col.headerName).toBe(`claimForm.fields.${col.field}`);
  });

  it('give the invoice number its own name, not the spec’s Failed Part', () => {
    expect(column('en', 'salesOrderOrInvoiceNumber').headerName).toBe('claimForm.fields.salesOrderOrInvoiceNumber');
  });

  it('write the install and failure days as the booking grids do, in the reader’s language', () => {
    expect(shown(column('en', 'originalUnitInstallDate'), '2026-03-14')).toBe('Sat, 14 Mar 2026');
    expect(shown(column('en', 'failedDate'), '2026-11-20')).toBe('Fri, 20 Nov 2026');
    expect(shown(column('ar', 'failedDate'), '2026-11-20')).toBe('الجمعة، 20 نوفمبر 2026');
    expect(column('ar', 'failedDate').minWidth).toBe(SHORT_DATE_WIDTH.ar);
  });

  it('filter the days by the text shown and sort them by the stored day', () => {
    const failed = column('en', 'failedDate');
    expect(filtered(failed, { failedDate: '2026-11-20' })).toBe('Fri, 20 Nov 2026');
    // No comparator: the grid compares the stored YYYY-MM-DD, which sorts as the calendar does.
    expect(failed.comparator).toBeUndefined();
  });

  it('show a day the customer did not have (NA) as typed', () => {
    expect(shown(column('en', 'originalUnitInstallDate'), 'NA')).toBe('NA');
    expect(shown(column('en', 'originalUnitInstallDate'), '')).toBe('');
  });
});
