import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page/use-page-title';
import { BookingForm } from '../../booking/components/booking-form';
import { PackageList } from '../../booking/components/package-list';
import { useBookingForm } from '../../booking/components/use-booking-form';
import { useBranchPreselect } from '../../booking/components/use-branch-preselect';
import { useResumePendingBooking } from '../../booking/components/use-resume-pending-booking';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.title'));
  const booking = useBookingForm();
  useBranchPreselect(booking.setField);
  useResumePendingBooking(booking.resume);

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
      <div className="home-booking">
        <BookingForm controller={booking} />
      </div>
      <PackageList onBook={booking.bookWithOffer} busy={booking.submitting} />
    </div>
  );
}
