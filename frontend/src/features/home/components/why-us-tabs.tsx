import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { panelId, TabList, tabId } from '../../../components/tabs/tab-list';
import { HomeSection } from './home-section';

const REASONS = ['range', 'affordable', 'makes', 'technicians', 'equipment'] as const;
type Reason = (typeof REASONS)[number];

/** The spec's tabbed why-us section: wide range, affordable, all makes, technicians, equipment. */
export function WhyUsTabs() {
  const { t } = useTranslation();
  const [active, setActive] = useState<Reason>('range');
  const tabs = REASONS.map((key) => ({ key, label: t(`home.why.${key}.tab`) }));
  return (
    <HomeSection id="why-heading" heading={t('home.whyHeading')}>
      <TabList label={t('home.whyHeading')} tabs={tabs} active={active} onSelect={setActive} idPrefix="why" />
      <div role="tabpanel" id={panelId('why', active)} aria-labelledby={tabId('why', active)} className="why-panel" tabIndex={0}>
        <p>{t(`home.why.${active}.text`)}</p>
      </div>
    </HomeSection>
  );
}
