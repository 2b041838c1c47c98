import type { ColDef, CsvExportParams } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { Lang, NewsletterRow } from '@dealer/contracts';
import { gridDateTimeFormat, LTR_CELL_CLASS } from '../../../components/data-grid/grid-settings';
import { exportShownValue } from './csv-export';

type SubscriberColumn = keyof Omit<NewsletterRow, '_id'>;

/** The columns shown and exported, in order. */
export const SUBSCRIBER_COLUMNS: readonly SubscriberColumn[] = ['email', 'lang', 'consentAt'];

export function subscriberColumns(t: TFunction, lang: string): ColDef<NewsletterRow>[] {
  const format = gridDateTimeFormat(lang);
  const when = (value: string | undefined) => (value ? format.format(new Date(value)) : '');
  const language = (value: Lang | undefined) => (value === 'ar' ? t('newsletter.subscribers.langAr') : value === 'en' ? t('newsletter.subscribers.langEn') : '');
  // Sorting uses the stored value (ISO time, language code); showing, filtering and the export use the text shown.
  return [
    { field: 'email', colId: 'email', headerName: t('newsletter.subscribers.columns.email'), minWidth: 220, flex: 2, cellClass: LTR_CELL_CLASS },
    {
      field: 'lang',
      colId: 'lang',
      headerName: t('newsletter.subscribers.columns.lang'),
      minWidth: 120,
      valueFormatter: (params) => language(params.value),
      filterValueGetter: (params) => language(params.data?.lang),
    },
    {
      field: 'consentAt',
      colId: 'consentAt',
      headerName: t('newsletter.subscribers.columns.consentAt'),
      minWidth: 180,
      sort: 'desc',
      valueFormatter: (params) => when(params.value),
      filterValueGetter: (params) => when(params.data?.consentAt),
    },
  ];
}

/** The subscribers as CSV, without the serial and action columns. */
export function subscribersCsvParams(): CsvExportParams {
  return {
    fileName: 'newsletter-subscribers.csv',
    columnKeys: [...SUBSCRIBER_COLUMNS],
    processCellCallback: exportShownValue,
  };
}
