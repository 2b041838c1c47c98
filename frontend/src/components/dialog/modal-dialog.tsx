import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native <dialog> opened with showModal(): the browser traps focus, closes it on Escape and
 * returns focus to the opener, which a hand-made overlay would have to re-implement.
 */

/**
 * A dialog nobody opened (the visit's banner, shown after the cookie choice whose button is gone)
 * gives focus back to the page's body (or leaves it on its own hidden Close), from where a keyboard
 * starts again at the top: the page's main region takes it instead, so Tab goes on inside the page.
 */
function keepFocusInPage(dialog: HTMLDialogElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !dialog?.contains(active)) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => {
        keepFocusInPage(ref.current);
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, not on its content.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__content">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
