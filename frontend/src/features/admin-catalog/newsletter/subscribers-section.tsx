import { useCallback, useMemo, useRef } from 'react';
import type { AgGridReact } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import type { NewsletterRow } from '@dealer/contracts';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { ErrorState } from '../../../components/page/error-state';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { NEWSLETTER_GRID_HEIGHT } from './contact-request-columns';
import { subscriberColumns, subscribersCsvParams } from './subscriber-columns';
import { useSubscribers } from './subscribers.query';
import { useRemoveSubscriber } from './use-remove-subscriber.mutation';

const subscriberId = (row: NewsletterRow) => row._id;

/** Who agreed to receive the newsletter in the footer, with an export and a way to take one off. */
export function SubscribersSection() {
  const { t, i18n } = useTranslation();
  const subscribers = useSubscribers();
  // mutate is stable across renders, so the action column is not rebuilt on every render.
  const { mutate: removeById } = useRemoveSubscriber();
  const grid = useRef<AgGridReact<NewsletterRow>>(null);
  const columns = useMemo(() => subscriberColumns(t, i18n.language), [t, i18n.language]);

  const actions = useCallback(
    (row: NewsletterRow) => (
      <button
        type="button"
        className="button button--small button--danger"
        aria-label={t('newsletter.subscribers.removeRow', { email: row.email })}
        onClick={() => {
          if (!window.confirm(specMessage('confirmDelete'))) return;
          removeById(row._id, { onSuccess: ({ message }) => notify.success(message), onError: notify.failure });
        }}
      >
        {t('newsletter.subscribers.remove')}
      </button>
    ),
    [removeById, t],
  );

  return (
    <section className="card" aria-labelledby="newsletter-subscribers-heading">
      <h3 id="newsletter-subscribers-heading" className="card__title">
        {t('newsletter.subscribers.heading')}
      </h3>
      <p className="card__intro">{t('newsletter.subscribers.intro')}</p>
      <div className="form__actions newsletter__actions">
        <button
          type="button"
          className="button button--accent"
          disabled={!subscribers.data?.length}
          onClick={() => grid.current?.api.exportDataAsCsv(subscribersCsvParams())}
        >
          {t('newsletter.subscribers.exportCsv')}
        </button>
      </div>
      {subscribers.isError ? <ErrorState error={subscribers.error} onRetry={() => void subscribers.refetch()} /> : null}
      <DataGrid
        gridRef={grid}
        label={t('newsletter.subscribers.heading')}
        rows={subscribers.data}
        columns={columns}
        loading={subscribers.isPending}
        noRowsText={t('newsletter.subscribers.noRows')}
        getRowId={subscriberId}
        actions={actions}
        actionsWidth={120}
        height={NEWSLETTER_GRID_HEIGHT}
      />
    </section>
  );
}
