import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { wantConfirmHost } from './confirm-host';
import { ModalDialog } from './modal-dialog';

export interface ConfirmRequest {
  /** What is about to happen, as a question or the spec's own sentence. */
  message: string;
  /** The button that does it, named for the action ("Cancel booking", "Delete"). */
  confirmLabel: string;
  /** The button that leaves things as they are ("Keep booking"); "Keep" by default. */
  keepLabel?: string;
  title?: string;
}

type Ask = (request: ConfirmRequest) => Promise<boolean>;
let ask: Ask | null = null;

// Loaded with a page that asks: the layout mounts the host now (see confirm-host.ts).
wantConfirmHost();

/**
 * Asks before a destructive action, in the site's own dialog rather than the browser's confirm box: it
 * speaks the page's language and direction, names its buttons for what they do, and keeps focus in
 * itself until answered (Escape or the backdrop keep things as they are; focus returns to the opener).
 * Answers false when no host is mounted, so nothing is destroyed unasked.
 */
export function askConfirmation(request: ConfirmRequest): Promise<boolean> {
  return ask ? ask(request) : Promise.resolve(false);
}

/** The one dialog that askConfirmation opens; the layout mounts it once a page that asks has loaded. */
export function ConfirmDialogHost() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  useEffect(() => {
    ask = (next) =>
      new Promise<boolean>((resolve) => {
        // A second question while one is open answers the first with "keep".
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        setRequest(next);
      });
    return () => {
      ask = null;
      resolveRef.current?.(false);
    };
  }, []);

  const settle = (answer: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setRequest(null);
    resolve?.(answer);
  };

  return (
    <ModalDialog open={request !== null} title={request?.title ?? t('confirmDialog.title')} onClose={() => settle(false)}>
      {request ? (
        <>
          <p className="confirm-dialog__message">{request.message}</p>
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={() => settle(true)}>
              {request.confirmLabel}
            </button>
            {/* Focused first: Enter on an unread question keeps things as they are. */}
            <button type="button" className="button button--ghost" autoFocus onClick={() => settle(false)}>
              {request.keepLabel ?? t('confirmDialog.keep')}
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
