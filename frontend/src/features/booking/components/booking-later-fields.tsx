import { useTranslation } from '../../../lib/i18n';
import { BookingCalendar } from '../../../components/slot-picking/booking-calendar';
import { ServicePicker } from '../../../components/slot-picking/service-picker';
import { SlotButtons } from '../../../components/slot-picking/slot-buttons';
import type { BookingJob } from '../../../lib/booking/booking-job';
import { durationText } from '../../../lib/booking/duration-text';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { JoinWaitlist } from './join-waitlist';
import type { BookingFormController } from './use-booking-form';

interface LaterFieldsProps {
  controller: BookingFormController;
  job: BookingJob;
}

/** The day and its time, side by side where there is room: the times follow the day chosen. */
export function BookingWhen({ controller, job }: LaterFieldsProps) {
  const { t } = useTranslation();
  const { values, setField, problems } = controller;
  return (
    <>
      <BookingCalendar
        label={t('booking.fields.bookingDate')}
        branch={values.branchName}
        value={values.bookingDate}
        onValueChange={(value) => setField('bookingDate', value)}
        error={problems.messageOf('bookingDate')}
        job={job}
      />
      <SlotButtons
        label={t('booking.fields.bookingTime')}
        branch={values.branchName}
        date={values.bookingDate}
        value={values.bookingTime}
        onValueChange={(value) => setField('bookingTime', value)}
        error={problems.messageOf('bookingTime')}
        job={job}
      />
    </>
  );
}

/** The services to book and, once the chosen day has a full time, the day's waitlist. */
export function BookingWhat({ controller, job }: LaterFieldsProps) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const services = useCatalogList('services');
  const { values, setField, problems } = controller;
  return (
    <>
      <ServicePicker
        services={services.data ?? []}
        lang={lang}
        selected={values.serviceDetails}
        onChange={(selected) => setField('serviceDetails', selected)}
        error={problems.messageOf('serviceDetails')}
        length={job.minutes > 0 ? durationText(t, job.minutes) : undefined}
      />
      <JoinWaitlist controller={controller} job={job} />
    </>
  );
}
