import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page/page-intro';

export function WarrantyClaimPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.warrantyClaim.title')} heading={t('pages.warrantyClaim.heading')} intro={t('pages.warrantyClaim.intro')} />;
}
