import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page/page-intro';
import { BranchCards } from './branch-cards';

export function LocatorPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.locator.title')} heading={t('pages.locator.heading')} intro={t('pages.locator.intro')}>
      <BranchCards />
    </PageIntro>
  );
}
