import { lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeferredSection } from '../../../components/page/deferred-section';
import { usePageMeta } from '../../../lib/meta/use-page-meta';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { BookingForm } from '../../booking/components/booking-form';
import { BOOKING_FORM_ID, useBookingForm } from '../../booking/components/use-booking-form';
import { useBranchPreselect } from '../../booking/components/use-branch-preselect';
import { useResumePendingBooking } from '../../booking/components/use-resume-pending-booking';
import './home.css';

// Below the booking form: loaded as the visitor scrolls towards it (the phone's first screen is the form).
const HomeMoreSections = lazy(() => import('./home-more-sections').then((module) => ({ default: module.HomeMoreSections })));

export function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('pages.home.title'), t('meta.home'));
  const booking = useBookingForm();
  useBranchPreselect(booking.setField);
  useResumePendingBooking(booking.resume);
  const branchCount = useCatalogList('locations').data?.length;

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
            <Link to="/locator" className="button button--accent">
              {t('pages.home.ctaLocator')}
            </Link>
            <Link to="/service" className="button button--on-dark">
              {t('pages.home.ctaServices')}
            </Link>
          </div>
        </div>
      </section>
      <div className="home-booking">
        <BookingForm controller={booking} />
      </div>
      <DeferredSection minHeight="60rem">
        <HomeMoreSections onBookOffer={booking.bookWithOffer} busy={booking.submitting} bookingFormId={BOOKING_FORM_ID} />
      </DeferredSection>
    </div>
  );
}
