import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BranchMap } from '../../../components/map/branch-map';
import { useSiteConfig } from '../../../lib/site/site-config.query';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { groupServices } from '../../services/model/service-groups';

export function AboutSection() {
  const { t } = useTranslation();
  const slug = useSiteConfig().data?.brandSlug;
  return (
    <section className="home-section" aria-labelledby="home-about-heading">
      <div className="home-section__inner home-about">
        <h2 id="home-about-heading" className="home-section__heading">
          {t('home.aboutHeading')}
        </h2>
        <p className="home-section__text">{t('home.aboutText')}</p>
        {slug ? (
          <Link to={`/why${slug}services`} className="button button--ghost">
            {t('home.aboutMore')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The first services of the catalog as highlights; the services page has them all. */
export function ServiceHighlights() {
  const { t } = useTranslation();
  const services = useCatalogList('services');
  const groups = groupServices(services.data ?? []).slice(0, 6);
  if (groups.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-services-heading">
      <div className="home-section__inner">
        <h2 id="home-services-heading" className="home-section__heading">
          {t('home.highlightsHeading')}
        </h2>
        <p className="home-section__text">{t('home.highlightsIntro')}</p>
        <ul className="highlights">
          {groups.map((group) => (
            <li key={group.serviceName} className="card highlights__item">
              <h3 className="card__title">{group.serviceName}</h3>
              <p className="card__intro">{group.categories.join(' · ')}</p>
            </li>
          ))}
        </ul>
        <Link to="/service" className="button">
          {t('home.allServices')}
        </Link>
      </div>
    </section>
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
    <section className="home-section" aria-labelledby="home-map-heading">
      <div className="home-section__inner">
        <h2 id="home-map-heading" className="home-section__heading">
          {t('home.mapHeading')}
        </h2>
        <p className="home-section__text">
          {t('home.mapIntro')} <Link to="/locator">{t('nav.locator')}</Link>
        </p>
        <BranchMap branches={locations.data} unavailable={t('map.unavailableSeeLocator')} />
      </div>
    </section>
  );
}

export function CallToAction({ bookingFormId }: { bookingFormId: string }) {
  const { t } = useTranslation();
  return (
    <section className="home-section home-cta" aria-labelledby="home-cta-heading">
      <div className="home-section__inner">
        <h2 id="home-cta-heading" className="home-section__heading">
          {t('home.ctaHeading')}
        </h2>
        <p className="home-section__text">{t('home.ctaText')}</p>
        <div className="home-cta__actions">
          <a href={`#${bookingFormId}`} className="button button--accent">
            {t('home.ctaBook')}
          </a>
          <Link to="/contact" className="button button--ghost">
            {t('home.ctaQuote')}
          </Link>
        </div>
      </div>
    </section>
  );
}
