import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../components/page/error-state';
import { LoadingState } from '../../../components/page/loading-state';
import { PageIntro } from '../../../components/page/page-intro';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { groupServices } from '../../../lib/catalog/service-groups';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import './services.css';

const TOPICS = ['ac', 'engine', 'suspension', 'electrical'] as const;

/** Each service with its categories from the catalog, then the four fixed topics of the spec. */
export function ServicesPage() {
  const { t } = useTranslation();
  const services = useCatalogList('services');
  const groups = groupServices(services.data ?? [], useReaderLang());

  return (
    <PageIntro title={t('pages.services.title')} heading={t('pages.services.heading')} intro={t('pages.services.intro')} description={t('meta.services')}>
      <section aria-labelledby="service-catalog-heading" className="services-section">
        <h2 id="service-catalog-heading">{t('servicesPage.catalogHeading')}</h2>
        {services.isPending ? <LoadingState /> : null}
        {services.isError ? <ErrorState error={services.error} onRetry={() => void services.refetch()} /> : null}
        {services.isSuccess && groups.length === 0 ? <p className="notice">{t('servicesPage.empty')}</p> : null}
        <ul className="service-groups">
          {groups.map((group) => (
            <li key={group.key} className="card service-group">
              <h3 className="service-group__name" lang={group.serviceName.lang}>
                {group.serviceName.text}
              </h3>
              <ul className="service-group__categories">
                {group.categories.map((category) => (
                  <li key={category.text} lang={category.lang}>
                    {category.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="service-topics-heading" className="services-section">
        <h2 id="service-topics-heading">{t('servicesPage.staticHeading')}</h2>
        <div className="service-topics">
          {TOPICS.map((topic) => (
            <article key={topic} className="card">
              <h3 className="card__title">{t(`servicesPage.topics.${topic}.title`)}</h3>
              <p className="card__intro">{t(`servicesPage.topics.${topic}.text`)}</p>
            </article>
          ))}
        </div>
      </section>
    </PageIntro>
  );
}
