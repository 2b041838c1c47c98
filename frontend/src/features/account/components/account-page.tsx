import { useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { PageIntro } from '../../../components/page/page-intro';
import { PasswordChangeForm } from '../../../components/password-change/password-change-form';
import { panelId, TabList, tabId } from '../../../components/tabs/tab-list';
import { useRequiredSession } from '../../../lib/session/use-required-session';
import '../../../lib/signed-in-texts';
import { BookingHistoryTab } from './booking-history-tab';
import { MailLanguageField } from './mail-language-field';
import { WaitlistTab } from './waitlist-tab';
import { WarrantyClaimHistoryTab } from './warranty-claim-history-tab';
import './account.css';

const ACCOUNT_TABS = ['bookingHistory', 'waitlist', 'warrantyClaimHistory', 'passwordChange', 'logout'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];

const isAccountTab = (value: unknown): value is AccountTab => (ACCOUNT_TABS as readonly unknown[]).includes(value) && value !== 'logout';

/** Another page may open a tab directly, e.g. the claim form's link to the claim history. */
function requestedTab(state: unknown): AccountTab {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return isAccountTab(tab) ? tab : 'bookingHistory';
}

export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useRequiredSession('customer');
  const [tab, setTab] = useState<AccountTab>(() => requestedTab(location.state));

  const select = (key: AccountTab) => {
    if (key === 'logout') navigate('/logout');
    else setTab(key);
  };

  return (
    <PageIntro title={t('account.title')} heading={t('account.heading')}>
      {session.decision === 'error' ? (
        <ErrorState error={session.error} onRetry={session.retry} />
      ) : null}
      {session.decision === 'wait' || session.decision === 'redirect' ? <LoadingState /> : null}
      {session.customer ? (
        <>
          <p className="account__greeting">{t('account.greeting', { name: session.customer.firstName })}</p>
          <MailLanguageField lang={session.customer.lang} />
          <TabList
            idPrefix="account"
            label={t('account.heading')}
            tabs={ACCOUNT_TABS.map((key) => ({ key, label: t(`account.tabs.${key}`) }))}
            active={tab}
            onSelect={select}
          />
          <div className="tab-panel" role="tabpanel" id={panelId('account', tab)} aria-labelledby={tabId('account', tab)} tabIndex={0}>
            {tab === 'bookingHistory' ? (
              <BookingHistoryTab email={session.customer.email} />
            ) : null}
            {tab === 'waitlist' ? <WaitlistTab /> : null}
            {tab === 'warrantyClaimHistory' ? (
              <WarrantyClaimHistoryTab email={session.customer.email} />
            ) : null}
            {tab === 'passwordChange' ? (
              <div className="account__narrow">
                <PasswordChangeForm email={session.customer.email} />
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </PageIntro>
  );
}
