import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page/page-intro';

export function ServicesPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.services.title')} heading={t('pages.services.heading')} intro={t('pages.services.intro')} />;
}
