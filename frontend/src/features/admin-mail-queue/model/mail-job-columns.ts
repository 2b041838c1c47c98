import type { ColDef } from 'ag-grid-community';
import type { TFunction } from '../../../lib/i18n';
import type { MailJobRow, MailJobState } from '@dealer/contracts';
import { gridDateTimeText, LTR_CELL_CLASS, onCard } from '../../../components/data-grid/grid-settings';
import { mailFailureCause } from './mail-failure';

/** Who a job's mail goes to, or why the queue cannot say. */
export function recipientText(row: Pick<MailJobRow, 'kind' | 'recipient'>, t: TFunction): string {
  if (row.recipient) return row.recipient;
  return row.kind === 'booking-reminder' ? t('mailQueue.whenDue') : t('mailQueue.sealed');
}

/** The columns of one state's jobs: what and to whom first, then what the state makes worth knowing. */
export function mailJobColumns(t: TFunction, lang: string, state: MailJobState): ColDef<MailJobRow>[] {
  const time = gridDateTimeText(lang);
  const columns: ColDef<MailJobRow>[] = [
    { colId: 'kind', headerName: t('mailQueue.columns.kind'), valueGetter: (p) => (p.data ? t(`mailQueue.kinds.${p.data.kind}`) : ''), minWidth: 170, ...onCard(1) },
    {
      colId: 'recipient',
      headerName: t('mailQueue.columns.recipient'),
      valueGetter: (p) => (p.data ? recipientText(p.data, t) : ''),
      minWidth: 190,
      cellClass: LTR_CELL_CLASS,
      ...onCard(2),
    },
  ];
  if (state === 'failed') {
    // What the words mean for the admin, in their language, then the words themselves.
    columns.push({
      colId: 'cause',
      headerName: t('mailQueue.columns.cause'),
      valueGetter: (p) => (p.data ? t(`mailQueue.causes.${mailFailureCause(p.data.error)}`) : ''),
      minWidth: 260,
      flex: 2,
      wrapText: true,
      autoHeight: true,
      ...onCard(3),
    });
    // The mail server's words are the point: the cell wraps them whole and the row grows to fit.
    columns.push({
      field: 'error',
      headerName: t('mailQueue.columns.error'),
      minWidth: 300,
      flex: 2,
      wrapText: true,
      autoHeight: true,
      cellClass: [LTR_CELL_CLASS, 'mail-queue__error'],
      ...onCard(4),
    });
  }
  columns.push({
    colId: 'attempts',
    headerName: t('mailQueue.columns.attempts'),
    valueGetter: (p) => (p.data ? t('mailQueue.attempts', { made: p.data.attempts, max: p.data.maxAttempts }) : ''),
    minWidth: 110,
  });
  columns.push({ field: 'createdAt', headerName: t('mailQueue.columns.created'), valueFormatter: (p) => time(p.value), minWidth: 170 });
  if (state === 'delayed') columns.push({ field: 'dueAt', headerName: t('mailQueue.columns.due'), valueFormatter: (p) => time(p.value), minWidth: 170 });
  if (state === 'failed' || state === 'completed') {
    columns.push({ field: 'finishedAt', headerName: t('mailQueue.columns.finished'), valueFormatter: (p) => time(p.value), minWidth: 170 });
  }
  return columns;
}
