import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { MAIL_JOB_STATES, RIYADH_TIME_ZONE, type MailJobRow, type MailJobState } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { rowIdOf } from '../../../components/data-grid/grid-settings';
import { ErrorState } from '../../../components/page/error-state';
import { notify } from '../../../lib/toast';
import { useMailQueue } from '../api/mail-queue.query';
import { useRetryMail } from '../api/use-retry-mail.mutation';
import { mailJobColumns, recipientText } from '../model/mail-job-columns';
import './mail-queue.css';

const idOf = (row: MailJobRow) => rowIdOf({ _id: row.id });

/**
 * The admin's view of the mail queue: how many mails wait, are delayed, being sent, failed or were sent,
 * the latest of the state chosen, a failed mail's error and a Retry. Read afresh every 10 seconds.
 */
export function MailQueueTab() {
  const { t, i18n } = useTranslation();
  const queue = useMailQueue();
  const retry = useRetryMail();
  const [state, setState] = useState<MailJobState>('failed');
  const columns = useMemo(() => mailJobColumns(t, i18n.language, state), [t, i18n.language, state]);
  const updated = queue.dataUpdatedAt
    ? new Date(queue.dataUpdatedAt).toLocaleTimeString(i18n.language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', { timeZone: RIYADH_TIME_ZONE })
    : '';

  const actions = useCallback(
    (row: MailJobRow) => (
      <button
        type="button"
        className="button button--small"
        disabled={retry.isPending}
        aria-label={t('mailQueue.retryRow', { kind: t(`mailQueue.kinds.${row.kind}`), recipient: recipientText(row, t) })}
        onClick={() => retry.mutate(row.id, { onSuccess: ({ message }) => notify.success(message), onError: (error) => notify.failure(error) })}
      >
        {t('mailQueue.retry')}
      </button>
    ),
    [retry, t],
  );

  return (
    <section className="card mail-queue" aria-labelledby="mail-queue-heading">
      <div className="mail-queue__head">
        <h2 id="mail-queue-heading" className="card__title">
          {t('mailQueue.heading')}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
          {t('mailQueue.refresh')}
        </button>
      </div>
      <p className="card__intro">{t('mailQueue.intro')}</p>
      {queue.isError ? <ErrorState error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      <div className="mail-queue__states" role="group" aria-label={t('mailQueue.counts')}>
        {MAIL_JOB_STATES.map((key) => (
          <button
            key={key}
            type="button"
            className={`mail-queue__state mail-queue__state--${key}`}
            aria-pressed={key === state}
            onClick={() => setState(key)}
          >
            <span className="mail-queue__count">{queue.data?.counts[key] ?? '–'}</span>{' '}
            <span>{t(`mailQueue.states.${key}`)}</span>
          </button>
        ))}
      </div>
      <p className="mail-queue__updated" aria-live="polite">
        {updated ? t('mailQueue.updated', { time: updated }) : ''}
      </p>
      <h3 className="mail-queue__list-heading">{t(`mailQueue.states.${state}`)}</h3>
      <DataGrid
        label={t(`mailQueue.states.${state}`)}
        rows={queue.data?.jobs[state]}
        loading={queue.isPending}
        columns={columns}
        getRowId={idOf}
        noRowsText={t('mailQueue.none')}
        {...(state === 'failed' ? { actions, actionsWidth: 110 } : {})}
      />
    </section>
  );
}
