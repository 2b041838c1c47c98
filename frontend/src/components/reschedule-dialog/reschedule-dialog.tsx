import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation, specMessage } from '../../lib/i18n';
import { isolateFor, type BookingRow } from '@dealer/contracts';
import { ModalDialog } from '../dialog/modal-dialog';
import { FormNotice } from '../form-notice/form-notice';
import { isRefusal } from '../../lib/api-client';
import { NO_REFUSAL, type FormRefusal } from '../../lib/form-refusal';
import { notify } from '../../lib/toast';
import { useChangeBooking } from '../../lib/booking/use-change-booking.mutation';
import { BookingCalendar } from '../slot-picking/booking-calendar';
import { SlotButtons } from '../slot-picking/slot-buttons';
import { ServicePicker } from '../slot-picking/service-picker';
import { bookingJob } from '../../lib/booking/booking-job';
import { durationText } from '../../lib/booking/duration-text';
import { useCatalogList } from '../../lib/catalog/catalog-lists.query';
import { slotLabels } from '../../lib/booking/slot-labels';
import { useContentNames } from '../../lib/catalog/use-content-names';
import { placeRescheduleRefusal, rescheduleRefusalAfterChange, type RescheduleField } from '../../lib/booking/reschedule-refusal';
import './reschedule-dialog.css';

/** What a move needs to know of the booking: the customer's list row or a day board's chip. */
export type ReschedulableBooking = Pick<BookingRow, '_id' | 'branchName' | 'bookingDate' | 'bookingTime' | 'serviceDetails'>;

interface RescheduleDialogProps {
  booking: ReschedulableBooking | null;
  onClose: () => void;
}

/** Moves a booking to another free time at the same branch, with other services if wished; the old time is released atomically. */
export function RescheduleDialog({ booking, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog open={booking !== null} title={t('bookingHistory.rescheduleTitle')} onClose={onClose}>
      {/* Keyed by booking so each opening starts with an empty choice. */}
      {booking ? <RescheduleForm key={booking._id} booking={booking} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function RescheduleForm({ booking, onDone }: { booking: ReschedulableBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const names = useContentNames();
  const change = useChangeBooking();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [services, setServices] = useState<string[]>(booking.serviceDetails);
  const catalog = useCatalogList('services');
  // Other services make another job: the days and times offered follow its length.
  const job = useMemo(() => bookingJob(catalog.data ?? [], services), [catalog.data, services]);
  const servicesChanged = !sameServices(services, booking.serviceDetails);
  const [servicesOpen, setServicesOpen] = useState(false);
  const length = job.minutes > 0 ? durationText(t, job.minutes) : undefined;
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<FormRefusal<RescheduleField>>(NO_REFUSAL);
  const serviceError = refusal.fields.serviceDetails ?? (tried && services.length === 0 ? t('formProblems.choose', { field: t('bookingHistory.services') }) : undefined);
  const changed = (field: RescheduleField) => setRefusal((previous) => rescheduleRefusalAfterChange(previous, field));
  // Stable, since the time list calls it from an effect when the chosen time is taken meanwhile.
  const chooseTime = useCallback((value: string) => {
    setTime(value);
    // Clearing a taken time is not a new choice: what was said about the time stays.
    if (value) setRefusal((previous) => rescheduleRefusalAfterChange(previous, 'bookingTime'));
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setRefusal(NO_REFUSAL);
    if (!date || !time || services.length === 0) {
      notify.error(specMessage('fillMandatory'));
      return;
    }
    change.mutate(
      { id: booking._id, change: { kind: 'reschedule', bookingDate: date, bookingTime: time, ...(servicesChanged ? { serviceDetails: services } : {}) } },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
        onError: (error) => {
          // Said where it can be fixed: at the day or time it is about, else above the button; the
          // toast says it at once as well. A refused time is cleared for a new choice.
          if (isRefusal(error)) {
            const placed = placeRescheduleRefusal(error);
            setRefusal(placed);
            if (placed.fields.bookingTime && error.status === 409) setTime('');
          }
          notify.failure(error);
        },
      },
    );
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="card__intro">
        {t('bookingHistory.rescheduleIntro', { ...slotLabels(booking, names.lang, true), branch: isolateFor(names.lang)(names.branch(booking.branchName).text) })}
      </p>
      {/* Most moves keep the work: the services stay folded away until the customer opens them. */}
      <details className="reschedule__services" open={servicesOpen || serviceError !== undefined} onToggle={(event) => setServicesOpen(event.currentTarget.open)}>
        <summary>
          {t('bookingHistory.changeServices')}
          {length ? <span className="reschedule__length"> · {length}</span> : null}
        </summary>
        <p className="field__hint">{t('bookingHistory.servicesHint')}</p>
        <ServicePicker
          services={catalog.data ?? []}
          lang={names.lang}
          selected={services}
          onChange={(selected) => {
            setServices(selected);
            changed('serviceDetails');
          }}
          legend={t('bookingHistory.services')}
          error={serviceError}
          length={length}
        />
      </details>
      <BookingCalendar
        label={t('bookingHistory.newDate')}
        branch={booking.branchName}
        value={date}
        onValueChange={(value) => {
          setDate(value);
          setTime('');
          changed('bookingDate');
        }}
        invalid={tried && !date}
        error={refusal.fields.bookingDate}
        job={job}
      />
      <SlotButtons
        label={t('bookingHistory.newTime')}
        branch={booking.branchName}
        date={date}
        value={time}
        onValueChange={chooseTime}
        invalid={tried && !time}
        error={refusal.fields.bookingTime}
        job={job}
      />
      <FormNotice className="reschedule__refusal" text={refusal.form} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={change.isPending}>
          {t('bookingHistory.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('bookingHistory.keepTime')}
        </button>
      </div>
    </form>
  );
}

/** Whether two choices of services are the same, whatever the order they were ticked in. */
function sameServices(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((service) => b.includes(service));
}
