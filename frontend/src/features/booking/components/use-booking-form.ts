import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offerSelectedMessage, type PlaceBookingRequest } from '@dealer/contracts';
import { ApiError } from '../../../lib/api-client';
import { NO_REFUSAL, placeRefusal, withoutField, type FormRefusal } from '../../../lib/form-refusal';
import { currentLang, specMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session.query';
import { notify } from '../../../lib/toast';
import { AVAILABILITY_QUERY_KEY } from '../../../lib/query-keys';
import { usePlaceBooking } from '../api/use-place-booking.mutation';
import {
  EMPTY_BOOKING_FORM,
  toPlaceBookingRequest,
  validateBookingForm,
  type BookingField,
  type BookingFormValues,
} from '../model/booking-form';
import { browserPendingStorage, newIdempotencyKey, savePendingBooking } from '../model/pending-booking';

export const BOOKING_FORM_ID = 'booking-form';

/** The fields that show a refusal of their own; any other refusal is shown above BOOK NOW. */
const REFUSABLE_FIELDS = ['vehicleType', 'model', 'transmission', 'waitingStatus', 'branchName', 'bookingTime'] as const satisfies readonly BookingField[];
export type RefusableBookingField = (typeof REFUSABLE_FIELDS)[number];

/** One submission attempt: a retry of the same body keeps its key, any change makes a new one. */
interface Attempt {
  body: string;
  key: string;
}

/**
 * State and actions of the home booking form, shared with the price packages below it: a package's
 * BOOK NOW sets the offer and submits the same form.
 */
export function useBookingForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useSession();
  const placeBooking = usePlaceBooking();
  const [values, setValues] = useState<BookingFormValues>(EMPTY_BOOKING_FORM);
  const [missing, setMissing] = useState<BookingField[]>([]);
  const [refusal, setRefusal] = useState<FormRefusal<RefusableBookingField>>(NO_REFUSAL);
  const attempt = useRef<Attempt | null>(null);

  const setField = useCallback(<K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      // A time belongs to one branch and day: choosing another one asks for the time again.
      if ((key === 'branchName' || key === 'bookingDate') && previous[key] !== value) next.bookingTime = '';
      return next;
    });
    setMissing((previous) => previous.filter((field) => field !== key));
    // Another branch or day also asks for the time again, so what was said about the time goes too.
    setRefusal((previous) => withoutField(key === 'branchName' || key === 'bookingDate' ? withoutField(previous, 'bookingTime') : previous, key));
  }, []);

  const keyFor = (body: PlaceBookingRequest): string => {
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const askToFill = (form: BookingFormValues, problems: BookingField[]) => {
    notify.error(specMessage('fillMandatory'));
    setMissing(problems);
    const element = document.getElementById(BOOKING_FORM_ID);
    element?.scrollIntoView({ block: 'start' });
    const first = problems[0];
    if (first) element?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus({ preventScroll: true });
    setValues(form);
  };

  const saveAndLogin = (form: BookingFormValues) => {
    const idempotencyKey = attempt.current?.key ?? newIdempotencyKey();
    savePendingBooking(browserPendingStorage(), { values: form, idempotencyKey, savedAt: new Date().toISOString() });
    notify.info(t('booking.loginToFinish'));
    navigate('/login', { state: { from: '/' } });
  };

  const post = (form: BookingFormValues, idempotencyKey: string) => {
    setValues(form);
    setRefusal(NO_REFUSAL);
    placeBooking.mutate(
      { body: toPlaceBookingRequest(form), idempotencyKey },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          attempt.current = null;
          setMissing([]);
          setRefusal(NO_REFUSAL);
          setValues(EMPTY_BOOKING_FORM);
          // The branch returns to Select Branch, also for a visitor who came from a branch's link.
          setSearchParams({}, { replace: true, preventScrollReset: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            saveAndLogin(form);
            return;
          }
          // The server answered, so the next try is a new attempt; an unanswered one keeps its key.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            attempt.current = null;
            // Shown where it can be fixed: at the time for a full or double-booked slot, above BOOK NOW
            // for a limit reached; the toast says it at once as well.
            const placed = placeRefusal(error, REFUSABLE_FIELDS);
            setRefusal(placed);
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

  /** BOOK NOW of the form; `offer` when a price package was chosen. */
  const submit = (offer?: string) => {
    const form = offer === undefined ? values : { ...values, offer };
    const { missing: problems } = validateBookingForm(form);
    // The spec sends a logged-out visitor to login with the form kept, instead of an error.
    if (session.confirmed && !session.customer && offer === undefined) {
      saveAndLogin(form);
      return;
    }
    if (problems.length > 0) {
      askToFill(form, problems);
      return;
    }
    if (session.confirmed && !session.customer) {
      saveAndLogin(form);
      return;
    }
    post(form, keyFor(toPlaceBookingRequest(form)));
  };

  const bookWithOffer = (offer: string) => {
    notify.info(offerSelectedMessage(offer)[currentLang()]);
    submit(offer);
  };

  /** Submits a booking saved before login with its saved key, or restores it when incomplete. */
  const resume = (form: BookingFormValues, idempotencyKey: string) => {
    const { missing: problems } = validateBookingForm(form);
    if (problems.length > 0) {
      askToFill(form, problems);
      return;
    }
    attempt.current = { body: JSON.stringify(toPlaceBookingRequest(form)), key: idempotencyKey };
    post(form, idempotencyKey);
  };

  return { values, setValues, setField, missing, refusal, submit, bookWithOffer, resume, submitting: placeBooking.isPending };
}

export type BookingFormController = ReturnType<typeof useBookingForm>;
