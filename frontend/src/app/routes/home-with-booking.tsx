import { BookingForm } from '../../features/booking/components/booking-form';
import { LazyPackageList } from '../../features/booking/components/lazy-package-list';
import { BOOKING_FORM_ID, useBookingForm } from '../../features/booking/components/use-booking-form';
import { useBookAgain } from '../../features/booking/components/use-book-again';
import { useBranchPreselect } from '../../features/booking/components/use-branch-preselect';
import { takePendingBooking } from '../../features/booking/model/pending-booking';
import { HomePage } from '../../features/home/components/home-page';
import { useResumePending } from '../../lib/pending/use-resume-pending';

/**
 * The home page with the booking form under its hero. A branch link (/?branch=) preselects the
 * branch, "Book again" starts from an earlier booking, a package's BOOK NOW fills the form, and a booking saved before login is sent now.
 */
export function HomeWithBooking() {
  const booking = useBookingForm();
  useBranchPreselect(booking.setField);
  useBookAgain(booking.setValues);
  useResumePending(takePendingBooking, booking.resume);
  return (
    <HomePage
      bookingForm={<BookingForm controller={booking} />}
      packages={<LazyPackageList onBook={booking.bookWithOffer} busy={booking.submitting} />}
      bookingFormId={BOOKING_FORM_ID}
    />
  );
}
