import { useEffect, useRef } from 'react';
import { useConfirmedLogin } from '../session/session.query';
import { browserPendingStorage, type PendingStorage, type PendingSubmission } from './pending-submission';

/**
 * Spec section 4: a form saved before login (a booking, a warranty claim) is submitted once the
 * customer is logged in, and its copy removed. `take` reads and removes it before anything is
 * posted, so it is sent once even when the effect runs twice or another tab opens the page too.
 */
export function useResumePending<V>(
  take: (storage: PendingStorage) => PendingSubmission<V> | null,
  resume: (values: V, idempotencyKey: string) => void,
): void {
  const loggedIn = useConfirmedLogin();
  const done = useRef(false);

  useEffect(() => {
    if (!loggedIn || done.current) return;
    done.current = true;
    const pending = take(browserPendingStorage());
    if (pending) resume(pending.values, pending.idempotencyKey);
  }, [loggedIn, take, resume]);
}
