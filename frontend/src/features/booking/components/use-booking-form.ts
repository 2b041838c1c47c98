import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation, currentLang, specMessage } from '../../../lib/i18n';
import { offerSelectedMessage, type PlaceBookingRequest } from '@dealer/contracts';
import { focusField, useFieldProblems } from '../../../components/form/use-field-problems';
import { isRefusal } from '../../../lib/api-client';
import { withoutField } from '../../../lib/form-refusal';
import type { LoginState } from '../../../lib/session/login-return';
import { sessionNow } from '../../../lib/session/session.query';
import { browserPendingStorage } from '../../../lib/pending/pending-submission';
import { useSubmissionAttempt } from '../../../lib/pending/use-submission-attempt';
import { notify } from '../../../lib/toast';
import { AVAILABILITY_QUERY_KEY } from '../../../lib/query-keys';
import { usePlaceBooking } from '../api/use-place-booking.mutation';
import {
  BOOKING_FORM_ORDER,
  bookingProblems,
  EMPTY_BOOKING_FORM,
  toPlaceBookingRequest,
  withPackageServices,
  type BookingField,
  type BookingFormValues,
} from '../model/booking-form';
import { savePendingBooking } from '../model/pending-booking';

export const BOOKING_FORM_ID = 'booking-form';

/**
 * State and actions of the home booking form, shared with the price packages below it: a package's
 * BOOK NOW chooses its offer and services in the same form.
 */
export function useBookingForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const placeBooking = usePlaceBooking();
  const [values, setValues] = useState<BookingFormValues>(EMPTY_BOOKING_FORM);
  const problems = useFieldProblems<BookingField>(bookingProblems(values), BOOKING_FORM_ORDER, (field) => t(`booking.fields.${field}`));
  const { changed, setRefusal } = problems;
  const attempt = useSubmissionAttempt<PlaceBookingRequest>();

  const setField = useCallback(
    <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => {
      setValues((previous) => {
        const next = { ...previous, [key]: value };
        // A time belongs to one branch and day: choosing another one asks for the time again.
        if ((key === 'branchName' || key === 'bookingDate') && previous[key] !== value) next.bookingTime = '';
        return next;
      });
      changed(key);
      // Another branch or day also asks for the time again, so what the server said about the time goes too.
      if (key === 'branchName' || key === 'bookingDate') setRefusal((previous) => withoutField(previous, 'bookingTime'));
    },
    [changed, setRefusal],
  );

  /** An incomplete form: the spec's toast, and every missing field marked where it is, the first focused. */
  const askToFill = (form: BookingFormValues) => {
    setValues(form);
    const found = bookingProblems(form);
    if (problems.check(found)) return false;
    notify.error(specMessage('fillMandatory'));
    return true;
  };

  const saveAndLogin = (form: BookingFormValues) => {
    const idempotencyKey = attempt.keyToKeep();
    savePendingBooking(browserPendingStorage(), { values: form, idempotencyKey, savedAt: new Date().toISOString() });
    // The login page says, for as long as it is open, that the booking waits (a toast would go in 5 s).
    navigate('/login', { state: { from: '/', kept: 'booking' } satisfies LoginState });
  };

  const post = (form: BookingFormValues, idempotencyKey: string) => {
    setValues(form);
    setRefusal({ fields: {}, form: null });
    placeBooking.mutate(
      { body: toPlaceBookingRequest(form), idempotencyKey },
      {
        onSuccess: ({ message, _id }) => {
          notify.success(message);
          attempt.end();
          problems.reset();
          setValues(EMPTY_BOOKING_FORM);
          // The branch returns to Select Branch, also for a visitor who came from a branch's link.
          setSearchParams({}, { replace: true });
          // The confirmation to keep: the booking's own page, with its calendar file and changes.
          void navigate(`/bookings/${encodeURIComponent(_id)}`, { state: { placed: true } });
        },
        onError: (error) => {
          if (attempt.failed(error) === 'login') {
            saveAndLogin(form);
            return;
          }
          if (isRefusal(error)) {
            // Shown where it can be fixed: at the day or time it names, above BOOK NOW for a limit
            // reached; the toast says it at once as well.
            const placed = problems.refuse(error);
            if (error.status === 409) {
              notify.error(error.message);
              if (placed.fields.bookingTime) setValues((current) => ({ ...current, bookingTime: '' }));
              void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY });
              return;
            }
          }
          notify.failure(error);
        },
      },
    );
  };

  /**
   * BOOK NOW: the form is checked first, for visitors too, so nobody logs in only to be told a field
   * is missing; a complete form from a visitor waits in the browser while they log in.
   */
  const submit = () => {
    if (askToFill(values)) return;
    const session = sessionNow(queryClient);
    if (session.confirmed && !session.customer) {
      saveAndLogin(values);
      return;
    }
    post(values, attempt.keyFor(toPlaceBookingRequest(values)));
  };

  /**
   * A price package's BOOK NOW: its offer is chosen and its services ticked, then the form is shown at
   * the first field still to choose (or at BOOK NOW when none is left). Nothing is marked as missing:
   * the visitor has not tried to send the form yet.
   */
  const bookWithOffer = (offer: string, services: readonly string[], shownName = offer) => {
    // The spec's English toast names the offer as sent; the Arabic one as the reader sees it on the card.
    const lang = currentLang();
    notify.info(offerSelectedMessage(lang === 'en' ? offer : shownName)[lang]);
    const next = { ...values, offer, serviceDetails: withPackageServices(values.serviceDetails, services) };
    setValues(next);
    const form = problems.formRef.current;
    const first = BOOKING_FORM_ORDER.find((field) => bookingProblems(next)[field]);
    if (first) focusField(form, first);
    else focusField(form, 'bookNow');
  };

  /** Submits a booking saved before login with its saved key, or restores it when incomplete. */
  const resume = (form: BookingFormValues, idempotencyKey: string) => {
    if (askToFill(form)) return;
    attempt.resume(toPlaceBookingRequest(form), idempotencyKey);
    post(form, idempotencyKey);
  };

  return {
    values,
    setValues,
    setField,
    problems,
    submit,
    bookWithOffer,
    resume,
    submitting: placeBooking.isPending,
  };
}

export type BookingFormController = ReturnType<typeof useBookingForm>;
