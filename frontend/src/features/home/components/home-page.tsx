import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page/use-page-title';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.title'));
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-heading">
        <div className="home-hero__inner">
          <h1 id="home-heading" className="home-hero__heading">
            {t('pages.home.heading')}
          </h1>
          <p className="home-hero__intro">{t('pages.home.intro')}</p>
          <p className="home-hero__locations">{t('pages.home.locations')}</p>
          <div className="home-hero__actions">
            <Link to="/locator" className="button button--accent">
              {t('pages.home.ctaLocator')}
            </Link>
            <Link to="/service" className="button button--on-dark">
              {t('pages.home.ctaServices')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
