import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterRow } from '@dealer/contracts';
import { specMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { ExportableGridSection } from './exportable-grid-section';
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
    <ExportableGridSection
      id="newsletter-subscribers-heading"
      heading={t('newsletter.subscribers.heading')}
      intro={t('newsletter.subscribers.intro')}
      exportLabel={t('newsletter.subscribers.exportCsv')}
      csvParams={subscribersCsvParams}
      query={subscribers}
      columns={columns}
      getRowId={subscriberId}
      noRowsText={t('newsletter.subscribers.noRows')}
      actions={actions}
      actionsWidth={120}
    />
  );
}
