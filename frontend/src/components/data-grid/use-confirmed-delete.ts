import { useCallback } from 'react';
import { useTranslation, specMessage } from '../../lib/i18n';
import { askConfirmation } from '../dialog/confirm-dialog';
import { notify } from '../../lib/toast';

interface DeleteCallbacks {
  onSuccess: (answer: { message: string }) => void;
  onError: (error: unknown) => void;
}

/**
 * Deletes a grid row after the spec's 'Are you sure' confirmation (in the site's dialog) and toasts the server's answer;
 * `onDeleted` then lets the page forget the row (e.g. clear a form it was loaded into). Pass a stable
 * `remove` (a mutation's `mutate`) and `onDeleted`, so the grid's action column is not rebuilt.
 */
export function useConfirmedDelete(remove: (id: string, callbacks: DeleteCallbacks) => void, onDeleted?: (id: string) => void) {
  const { t } = useTranslation();
  return useCallback(
    async (row: { _id: string }) => {
      if (!(await askConfirmation({ message: specMessage('confirmDelete'), confirmLabel: t('common.delete') }))) return;
      remove(row._id, {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDeleted?.(row._id);
        },
        onError: notify.failure,
      });
    },
    [remove, onDeleted, t],
  );
}
