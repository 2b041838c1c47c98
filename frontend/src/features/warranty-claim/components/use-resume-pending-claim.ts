import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session/session.query';
import { browserPendingStorage } from '../../../lib/pending/pending-submission';
import { takePendingClaim } from '../model/pending-claim';
import type { ClaimFormController } from './use-claim-form';

/**
 * Spec section 4: a claim saved before login is submitted once the customer is logged in, and its copy
 * removed. It is taken out of storage before anything is posted, so it is sent once even when the
 * effect runs twice or another tab opens the claim page at the same time.
 */
export function useResumePendingClaim(resume: ClaimFormController['resume']): void {
  const session = useSession();
  const done = useRef(false);
  const loggedIn = session.confirmed && session.customer !== null;

  useEffect(() => {
    if (!loggedIn || done.current) return;
    done.current = true;
    const pending = takePendingClaim(browserPendingStorage());
    if (pending) resume(pending.values, pending.idempotencyKey);
  }, [loggedIn, resume]);
}
