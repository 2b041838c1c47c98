import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { Lang, NewsletterRow } from '@dealer/contracts';
import { gridDateTimeText, LTR_CELL_CLASS, shownAs } from '../../../components/data-grid/grid-settings';
import { csvExportOf } from './csv-export';

type SubscriberColumn = keyof Omit<NewsletterRow, '_id'>;

/** The columns shown and exported, in order. */
export const SUBSCRIBER_COLUMNS: readonly SubscriberColumn[] = ['email', 'lang', 'consentAt', 'confirmedAt'];

export function subscriberColumns(t: TFunction, lang: string): ColDef<NewsletterRow>[] {
  const when = gridDateTimeText(lang);
  const language = (value: Lang | undefined) => (value === 'ar' ? t('newsletter.subscribers.langAr') : value === 'en' ? t('newsletter.subscribers.langEn') : '');
  // Sorting uses the stored value (ISO time, language code); showing, filtering and the export use the text shown.
  return [
    { field: 'email', colId: 'email', headerName: t('newsletter.subscribers.columns.email'), minWidth: 220, flex: 2, cellClass: LTR_CELL_CLASS },
    { field: 'lang', colId: 'lang', headerName: t('newsletter.subscribers.columns.lang'), minWidth: 120, ...shownAs('lang', language) },
    { field: 'consentAt', colId: 'consentAt', headerName: t('newsletter.subscribers.columns.consentAt'), minWidth: 180, sort: 'desc', ...shownAs('consentAt', when) },
    { field: 'confirmedAt', colId: 'confirmedAt', headerName: t('newsletter.subscribers.columns.confirmedAt'), minWidth: 180, ...shownAs('confirmedAt', when) },
  ];
}

/** The subscribers as CSV. */
export const subscribersCsvParams = csvExportOf('newsletter-subscribers.csv', SUBSCRIBER_COLUMNS);
