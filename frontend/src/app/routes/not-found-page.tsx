import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { PageIntro } from '../../components/page/page-intro';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.notFound.title')} heading={t('pages.notFound.heading')} intro={t('pages.notFound.intro')} description={t('meta.notFound')}>
      <Link to="/" className="button">
        {t('pages.notFound.back')}
      </Link>
    </PageIntro>
  );
}
