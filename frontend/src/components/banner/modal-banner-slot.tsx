import { lazy, Suspense, useState } from 'react';
import { useLocation } from '../../lib/router';
import { bannerBelongsAt, shouldShowBanner, sessionStore } from '../../lib/banner/banner-visit';
import { useConsent } from '../../lib/consent/consent.store';

const ModalBanner = lazy(() => import('./modal-banner').then((module) => ({ default: module.ModalBanner })));

/**
 * Loads the modal banner's code only on a visit that has not seen it, and only after the cookie choice,
 * so two overlays never stack on a first visit, and only on a browsing page (never over a task's form).
 */
export function ModalBannerSlot() {
  const [unseen] = useState(() => shouldShowBanner(sessionStore(), false));
  const { choice } = useConsent();
  const { pathname } = useLocation();
  if (!unseen || choice === null || !bannerBelongsAt(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ModalBanner />
    </Suspense>
  );
}
