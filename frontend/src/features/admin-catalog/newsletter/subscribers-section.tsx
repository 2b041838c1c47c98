import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { NewsletterRow } from '@dealer/contracts';
import { RowActions } from '../../../components/data-grid/row-actions';
import { useConfirmedDelete } from '../../../components/data-grid/use-confirmed-delete';
import { ExportableGridSection } from './exportable-grid-section';
import { subscriberColumns, subscribersCsvParams } from './subscriber-columns';
import { useSubscribers } from './subscribers.query';
import { useRemoveSubscriber } from './use-remove-subscriber.mutation';

/** Who agreed to receive the newsletter in the footer, with an export and a way to take one off. */
export function SubscribersSection() {
  const { t, i18n } = useTranslation();
  const subscribers = useSubscribers();
  // mutate is stable across renders, so the action column is not rebuilt on every render.
  const { mutate: removeById } = useRemoveSubscriber();
  const columns = useMemo(() => subscriberColumns(t, i18n.language), [t, i18n.language]);

  const confirmAndRemove = useConfirmedDelete(removeById);
  const actions = useCallback(
    (row: NewsletterRow) => (
      <RowActions
        onDelete={() => confirmAndRemove(row)}
        deleteLabel={t('newsletter.subscribers.removeRow', { email: row.email })}
        deleteText={t('newsletter.subscribers.remove')}
      />
    ),
    [confirmAndRemove, t],
  );

  return (
    <ExportableGridSection list="subscribers" csvParams={subscribersCsvParams} query={subscribers} columns={columns} actions={actions} actionsWidth={120} />
  );
}
