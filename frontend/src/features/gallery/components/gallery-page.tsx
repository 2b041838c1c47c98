import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page/page-intro';

export function GalleryPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.gallery.title')} heading={t('pages.gallery.heading')} intro={t('pages.gallery.intro')} />;
}
