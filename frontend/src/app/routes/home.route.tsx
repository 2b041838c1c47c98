import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { lazyPage } from '../../components/page/lazy-page';
import { PENDING_CLAIM_KEY } from '../../features/warranty-claim/model/pending-claim-key';
import { useSession } from '../../lib/session/session.query';

export const HomePage = lazyPage(() => import('../../features/home/components/home-page').then((module) => module.HomePage));

/**
 * Spec section 4: after login the next home-page visit sends what a logged-out visitor filled in.
 * The booking form does so itself; a saved warranty claim is sent by its own page, so a customer
 * with one waiting is taken there.
 */
export function HomeRoute() {
  const navigate = useNavigate();
  const { confirmed, customer } = useSession();

  useEffect(() => {
    if (confirmed && customer && window.localStorage.getItem(PENDING_CLAIM_KEY)) void navigate('/WarrantyClaim');
  }, [confirmed, customer, navigate]);

  return <HomePage />;
}
