import { useTranslation } from '../../lib/i18n';

interface RowActionsProps {
  /** Absent where rows cannot be edited. */
  onEdit?: () => void;
  onDelete: () => void;
  /** The buttons' accessible names, which say which row they act on. */
  editLabel?: string;
  deleteLabel: string;
  /** The delete button's text where it is not 'Delete' (e.g. 'Remove'). */
  deleteText?: string;
}

/** The Edit and Delete buttons of an admin grid row. */
export function RowActions({ onEdit, onDelete, editLabel, deleteLabel, deleteText }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {onEdit ? (
        <button type="button" className="button button--small" onClick={onEdit} aria-label={editLabel}>
          {t('common.edit')}
        </button>
      ) : null}
      <button type="button" className="button button--small button--danger" onClick={onDelete} aria-label={deleteLabel}>
        {deleteText ?? t('common.delete')}
      </button>
    </>
  );
}
