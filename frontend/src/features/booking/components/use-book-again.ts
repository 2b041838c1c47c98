import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { bookAgainOf } from '../../../lib/booking/book-again';
import { EMPTY_BOOKING_FORM } from '../model/booking-form';
import { BOOKING_FORM_ID, type BookingFormController } from './use-booking-form';

/**
 * "Book again" from My Account or a booking's page: the form starts from that booking's branch,
 * vehicle and services, with the date and time to choose. The state is dropped once applied, so a
 * reload or Back does not fill the form again over what the customer has changed.
 */
export function useBookAgain(setValues: BookingFormController['setValues']): void {
  const location = useLocation();
  const navigate = useNavigate();
  const again = bookAgainOf(location.state);

  useEffect(() => {
    if (!again) return;
    setValues({ ...EMPTY_BOOKING_FORM, ...again, serviceDetails: [...again.serviceDetails] });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    document.getElementById(BOOKING_FORM_ID)?.scrollIntoView({ block: 'start' });
  }, [again, setValues, navigate, location.pathname, location.search]);
}
