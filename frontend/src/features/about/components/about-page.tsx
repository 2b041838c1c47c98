import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page/page-intro';

export function AboutPage({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const brand = brandName || t('brand.fallbackName');
  return (
    <PageIntro title={t('pages.about.title')} heading={t('pages.about.heading', { brand })} intro={t('pages.about.intro')} />
  );
}
