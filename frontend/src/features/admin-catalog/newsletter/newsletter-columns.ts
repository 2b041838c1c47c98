import type { ColDef, CsvExportParams, ProcessCellForExportParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { ContactRow } from '@dealer/contracts';
import { gridDateTimeFormat, LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';

/** The spec's grid height for the Newsletter Subs. tab. */
export const NEWSLETTER_GRID_HEIGHT = 450;

type ContactColumn = keyof Omit<ContactRow, '_id'>;

/** The columns shown and exported, in order: the spec's three, then the request itself and when it came. */
export const NEWSLETTER_COLUMNS: readonly ContactColumn[] = ['name', 'email', 'phoneNumber', 'message', 'createdAt'];

export function newsletterColumns(t: TFunction, lang: string): ColDef<ContactRow>[] {
  const format = gridDateTimeFormat(lang);
  const received = (value: string | undefined) => (value ? format.format(new Date(value)) : '');
  return [
    { field: 'name', colId: 'name', headerName: t('newsletter.columns.name'), minWidth: 160 },
    { field: 'email', colId: 'email', headerName: t('newsletter.columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
    { field: 'phoneNumber', colId: 'phoneNumber', headerName: t('newsletter.columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
    { field: 'message', colId: 'message', headerName: t('newsletter.columns.message'), minWidth: 240 },
    {
      field: 'createdAt',
      colId: 'createdAt',
      headerName: t('newsletter.columns.createdAt'),
      minWidth: 160,
      // Sorting uses the ISO text (chronological); showing, filtering and the export use the local date.
      valueFormatter: (params) => received(params.value),
      filterValueGetter: (params) => received(params.data?.createdAt),
    },
  ];
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / return) as a formula. Requests come
 * from the public contact form, so such cells get a leading apostrophe (this also keeps '+966…'
 * phone numbers as text instead of turning them into numbers).
 */
export function csvSafeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** 'Export to Excel': the grid's rows as CSV, without the serial and action columns. */
export function newsletterCsvParams(): CsvExportParams {
  return {
    fileName: 'newsletter-subscribers.csv',
    columnKeys: [...NEWSLETTER_COLUMNS],
    processCellCallback: (params: ProcessCellForExportParams<ContactRow>) =>
      csvSafeCell(params.formatValue(params.value)),
  };
}
