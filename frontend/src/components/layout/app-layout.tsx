import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useScrollRestoration } from '../../lib/scroll/use-scroll-restoration';
import { ModalBannerSlot } from '../banner/modal-banner-slot';
import { useConfirmHostWanted } from '../dialog/confirm-host';
import { LoadingState } from '../page/loading-state';
import { PageErrorBoundary } from '../page/page-error-boundary';
import { ToastHost } from '../toast/toast-host';
import { ContentHydratedSignal, HydrationGate } from './hydration-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

const ConfirmDialogHost = lazy(() => import('../dialog/confirm-dialog').then((module) => ({ default: module.ConfirmDialogHost })));

/** The site around every page: header, footer, banners, toasts; `children` is the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const confirmWanted = useConfirmHostWanted();
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
          <PageErrorBoundary>
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
          </PageErrorBoundary>
        </main>
        <SiteFooter />
        <ModalBannerSlot />
        <ToastHost />
        {confirmWanted ? (
          <Suspense fallback={null}>
            <ConfirmDialogHost />
          </Suspense>
        ) : null}
      </div>
    </HydrationGate>
  );
}
