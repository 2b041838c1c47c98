import { lazy, useMemo, useState, type FormEvent } from 'react';
import { useTranslation, withTexts } from '../../../lib/i18n';
import { WAITING_STATUSES, type WaitingStatus } from '@dealer/contracts';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { contentChoices, contentNames } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { ChoiceField, namedChoices, type Choice } from '../../../components/choice-field/choice-field';
import { FormNotice, fieldNameList } from '../../../components/form-notice/form-notice';
import { DeferredSection } from '../../../components/page/deferred-section';
import { bookingJob } from '../../../lib/booking/booking-job';
import { EMPTY_BOOKING_FORM } from '../model/booking-form';
import { BOOKING_FORM_ID, type BookingFormController } from './use-booking-form';
import './booking.css';

// Below a phone's first screen: the calendar, times and services come as the visitor scrolls towards
// them or starts filling the form, so the home page's first load carries only what shows at once.
// The waitlist's texts come with these fields: joining it is offered there, when a time is full.
const laterFields = () => withTexts(import('./booking-later-fields'), ['waitlist']);
const BookingWhen = lazy(() => laterFields().then((module) => ({ default: module.BookingWhen })));
const BookingWhat = lazy(() => laterFields().then((module) => ({ default: module.BookingWhat })));

const WAITING_KEYS = { 'Dropping Off Vehicle': 'dropOff', Waiting: 'wait' } as const satisfies Record<WaitingStatus, string>;

const isWaitingStatus = (value: string): value is WaitingStatus => (WAITING_STATUSES as readonly string[]).includes(value);

/** The selects before the date and time, in the spec's order. */
const CHOICE_FIELDS = ['vehicleType', 'model', 'transmission', 'waitingStatus', 'branchName'] as const;

/** The home page's booking form (spec section 2, Home booking form). */
export function BookingForm({ controller }: { controller: BookingFormController }) {
  const { t, i18n } = useTranslation();
  const lang = useReaderLang();
  const { values, setField, problems, submit, submitting } = controller;
  // Any focus in the form, or a value set for the visitor (a branch link, Book again, a saved booking),
  // brings the later fields at once, so a field in error or asked for is never missing.
  const [focused, setFocused] = useState(false);
  const started = focused || values !== EMPTY_BOOKING_FORM;
  const vehicles = useCatalogList('vehicles');
  const models = useCatalogList('models');
  const transmissions = useCatalogList('transmissions');
  const locations = useCatalogList('locations');
  const services = useCatalogList('services');
  const packages = useCatalogList('packages');
  // The days and times offered are those with room for the whole job the services make.
  const job = useMemo(() => bookingJob(services.data ?? [], values.serviceDetails), [services.data, values.serviceDetails]);
  const choices: Record<(typeof CHOICE_FIELDS)[number], Choice[]> = {
    vehicleType: contentChoices(vehicles.data, (row) => row.vehicleType, (row) => row.vehicleTypeAr, lang),
    model: namedChoices(models.data, (row) => row.modelYear),
    transmission: contentChoices(transmissions.data, (row) => row.transmissionName, (row) => row.transmissionNameAr, lang),
    waitingStatus: WAITING_STATUSES.map((status) => ({ value: status, label: t(`booking.waiting.${WAITING_KEYS[status]}`) })),
    branchName: contentChoices(locations.data, (row) => row.branchName, (row) => row.branchNameAr, lang),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <section className="card booking" id={BOOKING_FORM_ID} aria-labelledby="booking-heading">
      <h2 id="booking-heading" className="card__title">
        {t('booking.heading')}
      </h2>
      <p className="card__intro">{t('booking.intro')}</p>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={() => setFocused(true)} onBlur={problems.onBlur} ref={problems.formRef} aria-busy={submitting}>
        <div className="booking__grid">
          {CHOICE_FIELDS.map((field) => (
            <ChoiceField
              key={field}
              label={t(`booking.fields.${field}`)}
              placeholder={t(`booking.placeholders.${field}`)}
              field={field}
              value={values[field]}
              choices={choices[field]}
              onValueChange={(value) => (field === 'waitingStatus' ? setField(field, isWaitingStatus(value) ? value : '') : setField(field, value))}
              error={problems.messageOf(field)}
            />
          ))}
          <div className="booking__when">
            <DeferredSection minHeight="var(--booking-when-reserve)" now={started}>
              <BookingWhen controller={controller} job={job} />
            </DeferredSection>
          </div>
        </div>
        <DeferredSection minHeight="var(--booking-what-reserve)" now={started}>
          <BookingWhat controller={controller} job={job} />
        </DeferredSection>
        <FormNotice
          className="booking__missing"
          text={
            problems.shownFields.length > 0
              ? t('booking.missing', { fields: fieldNameList(problems.shownFields.map((field) => t(`booking.fields.${field}`)), i18n.language) })
              : null
          }
        />
        <FormNotice className="booking__refusal" text={problems.refusal.form} />
        <div className="form__actions booking__actions">
          {values.offer ? (
            <span className="booking__offer">
              {t('booking.offer', { offer: contentNames(packages.data, (row) => row.serviceName, (row) => row.serviceNameAr, lang)(values.offer).text })}
              <button type="button" className="link-button" onClick={() => setField('offer', '')}>
                {t('booking.removeOffer')}
              </button>
            </span>
          ) : null}
          <button type="submit" name="bookNow" className="button button--accent booking__submit" disabled={submitting}>
            {submitting ? t('booking.submitting') : t('booking.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
