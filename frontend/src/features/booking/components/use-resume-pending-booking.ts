import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session/session.query';
import { browserPendingStorage, takePendingBooking } from '../model/pending-booking';
import type { BookingFormController } from './use-booking-form';

/**
 * Spec: on the next home-page visit with a logged-in customer, the booking saved before login is
 * submitted and its copy removed. It is taken out of storage before anything is posted, so it is
 * sent once even when the effect runs twice or another tab opens the home page at the same time.
 */
export function useResumePendingBooking(resume: BookingFormController['resume']): void {
  const session = useSession();
  const done = useRef(false);
  const loggedIn = session.confirmed && session.customer !== null;

  useEffect(() => {
    if (!loggedIn || done.current) return;
    done.current = true;
    const pending = takePendingBooking(browserPendingStorage());
    if (pending) resume(pending.values, pending.idempotencyKey);
  }, [loggedIn, resume]);
}
