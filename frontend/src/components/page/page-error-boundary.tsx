import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocation } from '../../lib/router';
import { isStaleBuildError, mayReloadForNewBuild } from '../../lib/stale-build/stale-build';

/**
 * What a visitor reads in place of the page. Its code could not be fetched is nearly always why, so
 * the connection's words say it (texts every page already has: each kilobyte here is on every page).
 */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <div className="page-failed">
      <div className="notice error-state" role="alert">
        <p>{t('common.networkError')}</p>
        <button type="button" className="button button--small" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // React itself logs the error (its default onCaughtError).
  override componentDidCatch(error: unknown): void {
    // The page's code is of a build that was replaced: this address, loaded again, gets the new one.
    if (isStaleBuildError(error) && mayReloadForNewBuild()) window.location.reload();
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/**
 * Keeps a page that fails to render (its code could not be fetched, say) from blanking the whole site:
 * the header and footer stay, with a notice and a way to load it again. Another address starts afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
