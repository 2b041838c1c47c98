import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../lib/router';
import { bannerBelongsAt, isInPageForm, shouldShowBanner, sessionStore } from '../../lib/banner/banner-visit';
import { useConsent } from '../../lib/consent/consent.store';

const ModalBanner = lazy(() => import('./modal-banner').then((module) => ({ default: module.ModalBanner })));

/**
 * The page (by its path) on which the visitor has been in one of the page's form fields, if the
 * current one: the visit's banner is not for that page any more.
 */
function useFormStartedAt(pathname: string): boolean {
  const [startedAt, setStartedAt] = useState<string | null>(null);
  useEffect(() => {
    const onFocus = () => {
      if (isInPageForm(document.activeElement)) setStartedAt(pathname);
    };
    onFocus();
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [pathname]);
  return startedAt === pathname;
}

/**
 * Loads the modal banner's code only on a visit that has not seen it, and only after the cookie choice,
 * so two overlays never stack on a first visit, and only on a browsing page (never over a task's form),
 * and not on a page where the visitor has begun filling in a form (home's booking form, the quote form):
 * there it waits for the next page.
 */
export function ModalBannerSlot() {
  const [unseen] = useState(() => shouldShowBanner(sessionStore(), false));
  const { choice } = useConsent();
  const { pathname, state } = useLocation();
  const formStarted = useFormStartedAt(pathname);
  // A page reached carrying a task (Book again's choices, a login's return) is that task's page.
  if (!unseen || choice === null || !bannerBelongsAt(pathname) || formStarted || state != null) return null;
  return (
    <Suspense fallback={null}>
      <ModalBanner />
    </Suspense>
  );
}
