import { lazy, Suspense, useEffect } from 'react';
import { useConfirmedLogin } from '../../lib/session/session.query';
import { dismissToast, useToastsRequested } from '../../lib/toast';

const ToastContainerHost = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastContainerHost })));

/** Mounts the toast container with the first toast of the visit (see lib/toast.ts). */
export function ToastHost() {
  const requested = useToastsRequested();
  const loggedIn = useConfirmedLogin();
  // "Please log in…" is answered once the customer is in, however they got there.
  useEffect(() => {
    if (loggedIn) dismissToast('session');
  }, [loggedIn]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  );
}
