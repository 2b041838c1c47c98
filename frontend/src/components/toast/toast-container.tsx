import { ToastContainer } from 'react-toastify';
import { useTranslation } from '../../lib/i18n';
import { usePhoneScreen } from '../../lib/media/use-media-query';
import './toast.css';

/**
 * The spec's toasts, closing after 5 seconds, in both reading directions. They keep clear of the
 * forms: across the top on phones, in the top corner at the end of the reading direction on wider
 * screens, and a field scrolled or focused into view stops below them (global.css, html.has-toast).
 * Three at most (two on phones); a newer message on a topic replaces the older (lib/toast.ts).
 */
export function ToastContainerHost() {
  const { t, i18n } = useTranslation();
  const phone = usePhoneScreen();
  const rtl = i18n.dir() === 'rtl';
  return (
    <ToastContainer
      position={phone ? 'top-center' : rtl ? 'top-left' : 'top-right'}
      autoClose={5000}
      rtl={rtl}
      limit={phone ? 2 : 3}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      // Follows the reader's light or dark colour scheme; both are given AA contrast in toast.css.
      theme="auto"
      closeButton={({ closeToast }) => (
        <button type="button" className="Toastify__close-button toast-close" aria-label={t('common.close')} onClick={closeToast}>
          <svg aria-hidden="true" viewBox="0 0 14 16" focusable="false">
            <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
          </svg>
        </button>
      )}
    />
  );
}
