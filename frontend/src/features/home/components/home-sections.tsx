import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { BranchMap } from '../../../components/map/branch-map';
import { useSiteConfig } from '../../../lib/site/site-config.query';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { groupServices } from '../../../lib/catalog/service-groups';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { HomeSection } from './home-section';
import { BookingFormLink } from './booking-form-link';

export function AboutSection() {
  const { t } = useTranslation();
  const slug = useSiteConfig().data?.brandSlug;
  return (
    <HomeSection id="home-about-heading" heading={t('home.aboutHeading')} intro={t('home.aboutText')} innerClassName="home-about">
      {slug ? (
        <Link to={`/why${slug}services`} className="button button--ghost">
          {t('home.aboutMore')}
        </Link>
      ) : null}
    </HomeSection>
  );
}

/** The first services of the catalog as highlights; the services page has them all. */
export function ServiceHighlights() {
  const { t } = useTranslation();
  const services = useCatalogList('services');
  const groups = groupServices(services.data ?? [], useReaderLang()).slice(0, 6);
  if (groups.length === 0) return null;
  return (
    <HomeSection id="home-services-heading" heading={t('home.highlightsHeading')} intro={t('home.highlightsIntro')} className="home-section--tinted">
      <ul className="highlights">
        {groups.map((group) => (
          <li key={group.key} className="card highlights__item">
            <h3 className="card__title" lang={group.serviceName.lang}>
              {group.serviceName.text}
            </h3>
            <p className="card__intro">
              {group.categories.map((category, index) => (
                <span key={category.text} lang={category.lang}>
                  {index > 0 ? ' · ' : ''}
                  {category.text}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/service" className="button">
        {t('home.allServices')}
      </Link>
    </HomeSection>
  );
}

export function WarrantyCta() {
  const { t } = useTranslation();
  return (
    <section className="home-band" aria-labelledby="home-warranty-heading">
      <div className="home-section__inner home-band__inner">
        <div>
          <h2 id="home-warranty-heading" className="home-band__heading">
            {t('home.warrantyHeading')}
          </h2>
          <p className="home-band__text">{t('home.warrantyText')}</p>
        </div>
        <Link to="/WarrantyClaim" className="button button--accent">
          {t('home.warrantyCta')}
        </Link>
      </div>
    </section>
  );
}

export function BranchMapSection() {
  const { t } = useTranslation();
  const locations = useCatalogList('locations');
  if (!locations.data?.length) return null;
  return (
    <HomeSection
      id="home-map-heading"
      heading={t('home.mapHeading')}
      intro={
        <>
          {t('home.mapIntro')} <Link to="/locator">{t('nav.locator')}</Link>
        </>
      }
    >
      <BranchMap branches={locations.data} unavailable={t('map.unavailableSeeLocator')} />
    </HomeSection>
  );
}

export function CallToAction({ bookingFormId }: { bookingFormId: string }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-cta-heading" heading={t('home.ctaHeading')} intro={t('home.ctaText')} className="home-cta">
      <div className="home-cta__actions">
        <BookingFormLink formId={bookingFormId} className="button button--accent">
          {t('home.ctaBook')}
        </BookingFormLink>
        <Link to="/contact" className="button button--ghost">
          {t('home.ctaQuote')}
        </Link>
      </div>
    </HomeSection>
  );
}
