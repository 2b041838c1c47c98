import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { ContactRow } from '@dealer/contracts';
import { gridDateTimeText, LTR_CELL_CLASS, shownAs } from '../../../components/data-grid/grid-settings';
import { csvExportOf } from './csv-export';

/** The spec's grid height for the Newsletter Subs. tab. */
export const NEWSLETTER_GRID_HEIGHT = 450;

type ContactColumn = keyof Omit<ContactRow, '_id'>;

/** The columns shown and exported, in order: the spec's three, then the request itself and when it came. */
export const CONTACT_REQUEST_COLUMNS: readonly ContactColumn[] = ['name', 'email', 'phoneNumber', 'message', 'createdAt'];

export function contactRequestColumns(t: TFunction, lang: string): ColDef<ContactRow>[] {
  return [
    { field: 'name', colId: 'name', headerName: t('newsletter.requests.columns.name'), minWidth: 160 },
    { field: 'email', colId: 'email', headerName: t('newsletter.requests.columns.email'), minWidth: 190, cellClass: LTR_CELL_CLASS },
    { field: 'phoneNumber', colId: 'phoneNumber', headerName: t('newsletter.requests.columns.phoneNumber'), minWidth: 140, cellClass: LTR_CELL_CLASS },
    { field: 'message', colId: 'message', headerName: t('newsletter.requests.columns.message'), minWidth: 240 },
    { field: 'createdAt', colId: 'createdAt', headerName: t('newsletter.requests.columns.createdAt'), minWidth: 160, ...shownAs('createdAt', gridDateTimeText(lang)) },
  ];
}

/** 'Export to Excel': the requests as CSV. */
export const contactRequestsCsvParams = csvExportOf('quote-requests.csv', CONTACT_REQUEST_COLUMNS);
