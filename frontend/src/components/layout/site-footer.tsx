import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useBranchCount } from '../../lib/catalog/catalog-lists.query';
import { useSiteConfig } from '../../lib/site/site-config.query';
import type { NoticeKind } from '../../locales/legal-notices';
import { ConsentBanner } from '../consent/consent-banner';
import { DeferredSection } from '../page/deferred-section';
import './site-footer.css';

// The notices are long and rarely read: their texts load only when one is opened.
const LegalNoticeDialog = lazy(() => import('../legal/legal-notice-dialog').then((module) => ({ default: module.LegalNoticeDialog })));

// The footer's blocks (timetable, newsletter, notices) load once the visitor starts scrolling or
// tabbing: the footer always starts below the first screen (layout.css), so none of a first view's
// JavaScript goes to it.
const SiteFooterGrid = lazy(() => import('./site-footer-grid').then((module) => ({ default: module.SiteFooterGrid })));

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig().data;
  const [notice, setNotice] = useState<NoticeKind | null>(null);
  const brand = site?.brandName || t('brand.fallbackName');
  const year = new Date().getFullYear();
  const branchCount = useBranchCount();

  return (
    <footer className="site-footer">
      <DeferredSection minHeight="16rem" until="interaction">
        <SiteFooterGrid onNotice={setNotice} />
      </DeferredSection>
      <div className="site-footer__bottom">
        <p>{branchCount ? t('footer.networkCount', { count: branchCount }) : t('footer.network')}</p>
        <p>
          © {year} {brand}. {t('footer.rights')}
        </p>
      </div>
      <ConsentBanner onReadPolicy={() => setNotice('cookies')} />
      {notice ? (
        <Suspense fallback={null}>
          <LegalNoticeDialog kind={notice} onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
