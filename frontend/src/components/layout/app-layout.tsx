import { Suspense, type ReactNode } from 'react';
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

/** The site around every page: header, footer, banners, toasts; `children` is the page. */
export function AppLayout({ children }: { children: ReactNode }) {
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
            {children}
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
