import type { ColDef, CsvExportParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { ContactRow } from '@dealer/contracts';
import { gridDateTimeFormat, LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';
import { exportShownValue } from './csv-export';

/** The spec's grid height for the Newsletter Subs. tab. */
export const NEWSLETTER_GRID_HEIGHT = 450;

type ContactColumn = keyof Omit<ContactRow, '_id'>;

/** The columns shown and exported, in order: the spec's three, then the request itself and when it came. */
export const CONTACT_REQUEST_COLUMNS: readonly ContactColumn[] = ['name', 'email', 'phoneNumber', 'message', 'createdAt'];

export function contactRequestColumns(t: TFunction, lang: string): ColDef<ContactRow>[] {
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

/** 'Export to Excel': the requests as CSV, without the serial column. */
export function contactRequestsCsvParams(): CsvExportParams {
  return {
    fileName: 'quote-requests.csv',
    columnKeys: [...CONTACT_REQUEST_COLUMNS],
    processCellCallback: exportShownValue,
  };
}
