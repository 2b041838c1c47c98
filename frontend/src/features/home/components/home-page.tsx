import { lazy, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { DeferredSection } from '../../../components/page/deferred-section';
import { usePageMeta } from '../../../lib/meta/use-page-meta';
import { useBranchCount } from '../../../lib/catalog/catalog-lists.query';
import { BookingFormLink } from './booking-form-link';
import './home.css';

// Below the booking form: loaded as the visitor scrolls towards it (the phone's first screen is the form).
const HomeMoreSections = lazy(() => import('./home-more-sections').then((module) => ({ default: module.HomeMoreSections })));

/** The booking feature's parts of the page, placed by the app (features do not reach into each other). */
interface HomePageProps {
  /** The booking form, right under the hero: the phone's first screen. */
  bookingForm: ReactNode;
  /** The price packages further down; their BOOK NOW fills the form. */
  packages: ReactNode;
  /** The form's id, which the closing call to action links to. */
  bookingFormId: string;
}

export function HomePage({ bookingForm, packages, bookingFormId }: HomePageProps) {
  const { t } = useTranslation();
  const branchCount = useBranchCount();
  // Like the hero: the real number of branches once known, the spec's "25+" until then.
  usePageMeta(t('pages.home.title'), branchCount ? t('meta.homeCount', { count: branchCount }) : t('meta.home'));

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-heading">
        <div className="home-hero__inner">
          <h1 id="home-heading" className="home-hero__heading">
            {t('pages.home.heading')}
          </h1>
          <p className="home-hero__intro">{t('pages.home.intro')}</p>
          {/* The real number of branches once known; the spec's "25+" until then. */}
          <p className="home-hero__locations">{branchCount ? t('home.locationsCount', { count: branchCount }) : t('pages.home.locations')}</p>
          <div className="home-hero__actions">
            <BookingFormLink formId={bookingFormId} className="button button--accent home-hero__book">
              {t('pages.home.ctaBook')}
            </BookingFormLink>
            <Link to="/locator" className="button button--on-dark">
              {t('pages.home.ctaLocator')}
            </Link>
            <Link to="/service" className="button button--on-dark">
              {t('pages.home.ctaServices')}
            </Link>
          </div>
        </div>
      </section>
      <div className="home-booking">
        {bookingForm}
      </div>
      <DeferredSection minHeight="60rem">
        <HomeMoreSections packages={packages} bookingFormId={bookingFormId} />
      </DeferredSection>
    </div>
  );
}
