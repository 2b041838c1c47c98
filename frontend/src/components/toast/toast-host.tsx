import { lazy, Suspense } from 'react';
import { useToastsRequested } from '../../lib/toast';

const ToastContainerHost = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastContainerHost })));

/** Mounts the toast container with the first toast of the visit (see lib/toast.ts). */
export function ToastHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  );
}
