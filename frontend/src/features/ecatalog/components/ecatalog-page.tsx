import { useTranslation } from '../../../lib/i18n';
import { PageIntro } from '../../../components/page/page-intro';

/** The spec's e-catalogue is only an under-construction message. */
export function EcatalogPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.ecatalog.title')} heading={t('pages.ecatalog.heading')} description={t('meta.ecatalog')}>
      <p className="notice" role="status">
        {t('pages.ecatalog.intro')}
      </p>
    </PageIntro>
  );
}
