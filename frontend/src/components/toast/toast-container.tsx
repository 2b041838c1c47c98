import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';

/** The spec's toasts: bottom-left, closing after 5 seconds, in both reading directions. */
export function ToastContainerHost() {
  const { i18n } = useTranslation();
  return (
    <ToastContainer
      position="bottom-left"
      autoClose={5000}
      rtl={i18n.dir() === 'rtl'}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      theme="light"
    />
  );
}
