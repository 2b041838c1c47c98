import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useScrollRestoration } from '../../lib/scroll/use-scroll-restoration';
import { ModalBannerSlot } from '../banner/modal-banner-slot';
import { ConfirmDialogHost } from '../dialog/confirm-dialog';
import { LoadingState } from '../page/loading-state';
import { ToastHost } from '../toast/toast-host';
import { ContentHydratedSignal, HydrationGate } from './hydration-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

export function AppLayout() {
  const { t } = useTranslation();
  useScrollRestoration();
  return (
    <HydrationGate>
      <div className="app-shell">
        <a href="#main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" className="app-main" tabIndex={-1}>
          {/* Account and admin pages load their code on demand. */}
          <Suspense
            fallback={
              <div className="app-main__pending">
                <LoadingState />
              </div>
            }
          >
            <Outlet />
            <ContentHydratedSignal />
          </Suspense>
        </main>
        <SiteFooter />
        <ModalBannerSlot />
        <ToastHost />
        <ConfirmDialogHost />
      </div>
    </HydrationGate>
  );
}
