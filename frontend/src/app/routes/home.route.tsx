import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';
import { lazyPage } from '../../components/page/lazy-page';
import { BOOKING_FORM_LISTS, catalogListQueryOptions } from '../../lib/catalog/catalog-lists.query';
import { PENDING_CLAIM_KEY } from '../../features/warranty-claim/model/pending-claim-key';
import { queryClient } from '../../lib/query-client';
import { useConfirmedLogin } from '../../lib/session/session.query';

export const HomePage = lazyPage(() => {
  // The booking form's lists are asked for with the page's code, not after its first render.
  for (const list of BOOKING_FORM_LISTS) void queryClient.prefetchQuery(catalogListQueryOptions(list));
  return import('./home-with-booking').then((module) => module.HomeWithBooking);
}, ['booking']);

/**
 * Spec section 4: after login the next home-page visit sends what a logged-out visitor filled in.
 * The booking form does so itself; a saved warranty claim is sent by its own page, so a customer
 * with one waiting is taken there.
 */
export function HomeRoute() {
  const navigate = useNavigate();
  // Only whether someone is logged in: the whole page below renders again when this changes.
  const loggedIn = useConfirmedLogin();

  useEffect(() => {
    if (loggedIn && window.localStorage.getItem(PENDING_CLAIM_KEY)) void navigate('/WarrantyClaim');
  }, [loggedIn, navigate]);

  return <HomePage />;
}
