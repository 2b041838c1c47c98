import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page/page-intro';

export function ContactPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.contact.title')} heading={t('pages.contact.heading')} intro={t('pages.contact.intro')} />;
}
