import { useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import type { AdminTab, SessionCustomer } from '@dealer/contracts';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { PageIntro } from '../../../components/page/page-intro';
import { panelId, TabList, tabId } from '../../../components/tabs/tab-list';
import { usePhoneScreen } from '../../../lib/media/use-media-query';
import { useRequiredSession } from '../../../lib/session/use-required-session';
import '../../../lib/signed-in-texts';
import { adminTabsFor, parseAdminTab } from '../model/admin-tab';
import { AdminTabMenu } from './admin-tab-menu';
import { UnavailableSection } from './unavailable-section';
import './admin-panel.css';

interface AdminPanelPageProps {
  /** The content of a section, or null when that section is not built yet. */
  renderSection: (tab: AdminTab, admin: SessionCustomer) => ReactNode | null;
}

export function AdminPanelPage({ renderSection }: AdminPanelPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useRequiredSession('staff');
  // Until the server has answered nothing shows; then staff get their sections only.
  const tabs = adminTabsFor(session.customer?.type ?? 'admin');
  const tab = parseAdminTab(searchParams.get('tab'), tabs);
  const phone = usePhoneScreen();
  const content = useRef<HTMLDivElement>(null);

  const select = (key: AdminTab) => {
    if (key === 'logout') {
      navigate('/logout');
      return;
    }
    setSearchParams(key === tabs[0] ? {} : { tab: key }, { replace: true });
    // From the phone's menu the section opens below it: the reader is taken there.
    if (phone) requestAnimationFrame(() => content.current?.focus());
  };

  const label = t(`admin.tabs.${tab}`);
  const admin = session.customer;

  // Nothing of the admin area shows until the server has said this is an admin.
  if (!admin) return session.decision === 'error' ? <ErrorState error={session.error} onRetry={session.retry} /> : <LoadingState />;

  return (
    <PageIntro title={t('admin.title')} heading={t('admin.heading')}>
      <div className="admin-layout">
        <nav className="admin-layout__menu" aria-label={t('admin.menu')}>
          {phone ? (
            <AdminTabMenu tabs={tabs} active={tab} onSelect={select} />
          ) : (
            <TabList
              idPrefix="admin"
              label={t('admin.menu')}
              orientation="vertical"
              tabs={tabs.map((key) => ({ key, label: t(`admin.tabs.${key}`) }))}
              active={tab}
              onSelect={select}
            />
          )}
        </nav>
        {/*
          One element for both layouts, only its role changing: the section's forms and panels stay
          mounted when the width crosses the phone breakpoint (a rotated tablet, a resized window),
          so nothing half-typed or opened is lost.
        */}
        <div
          ref={content}
          className={phone ? 'admin-layout__content' : 'admin-layout__content tab-panel'}
          {...(phone
            ? { role: 'region', 'aria-label': label, tabIndex: -1 }
            : { role: 'tabpanel', id: panelId('admin', tab), 'aria-labelledby': tabId('admin', tab) })}
        >
          {renderSection(tab, admin) ?? <UnavailableSection heading={label} />}
        </div>
      </div>
    </PageIntro>
  );
}
