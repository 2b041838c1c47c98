import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WAITING_STATUSES, type WaitingStatus } from '@dealer/contracts';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { ChoiceField } from './choice-field';
import { BookingDateField } from './booking-date-field';
import { ServicePicker } from './service-picker';
import { SlotSelect } from './slot-select';
import { BOOKING_FORM_ID, type BookingFormController } from './use-booking-form';
import './booking.css';

const WAITING_KEYS = { 'Dropping Off Vehicle': 'dropOff', Waiting: 'wait' } as const satisfies Record<WaitingStatus, string>;

const isWaitingStatus = (value: string): value is WaitingStatus => (WAITING_STATUSES as readonly string[]).includes(value);

/** The home page's booking form (spec section 2, Home booking form). */
export function BookingForm({ controller }: { controller: BookingFormController }) {
  const { t, i18n } = useTranslation();
  const { values, setField, missing, refusal, submit, submitting } = controller;
  const vehicles = useCatalogList('vehicles');
  const models = useCatalogList('models');
  const transmissions = useCatalogList('transmissions');
  const locations = useCatalogList('locations');
  const services = useCatalogList('services');
  const invalid = (field: (typeof missing)[number]) => missing.includes(field);
  const refused = (field: keyof typeof refusal.fields) => refusal.fields[field];

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
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <div className="booking__grid">
          <ChoiceField
            label={t('booking.fields.vehicleType')}
            placeholder={t('booking.placeholders.vehicleType')}
            field="vehicleType"
            value={values.vehicleType}
            choices={(vehicles.data ?? []).map((row) => ({ value: row.vehicleType, label: row.vehicleType }))}
            onValueChange={(value) => setField('vehicleType', value)}
            invalid={invalid('vehicleType')}
            error={refused('vehicleType')}
          />
          <ChoiceField
            label={t('booking.fields.model')}
            placeholder={t('booking.placeholders.model')}
            field="model"
            value={values.model}
            choices={(models.data ?? []).map((row) => ({ value: row.modelYear, label: row.modelYear }))}
            onValueChange={(value) => setField('model', value)}
            invalid={invalid('model')}
            error={refused('model')}
          />
          <ChoiceField
            label={t('booking.fields.transmission')}
            placeholder={t('booking.placeholders.transmission')}
            field="transmission"
            value={values.transmission}
            choices={(transmissions.data ?? []).map((row) => ({ value: row.transmissionName, label: row.transmissionName }))}
            onValueChange={(value) => setField('transmission', value)}
            invalid={invalid('transmission')}
            error={refused('transmission')}
          />
          <ChoiceField
            label={t('booking.fields.waitingStatus')}
            placeholder={t('booking.placeholders.waitingStatus')}
            field="waitingStatus"
            value={values.waitingStatus}
            choices={WAITING_STATUSES.map((status) => ({ value: status, label: t(`booking.waiting.${WAITING_KEYS[status]}`) }))}
            onValueChange={(value) => setField('waitingStatus', isWaitingStatus(value) ? value : '')}
            invalid={invalid('waitingStatus')}
            error={refused('waitingStatus')}
          />
          <ChoiceField
            label={t('booking.fields.branchName')}
            placeholder={t('booking.placeholders.branchName')}
            field="branchName"
            value={values.branchName}
            choices={(locations.data ?? []).map((row) => ({ value: row.branchName, label: row.branchName }))}
            onValueChange={(value) => setField('branchName', value)}
            invalid={invalid('branchName')}
            error={refused('branchName')}
          />
          <BookingDateField
            label={t('booking.fields.bookingDate')}
            value={values.bookingDate}
            onValueChange={(value) => setField('bookingDate', value)}
            invalid={invalid('bookingDate')}
          />
          <SlotSelect
            label={t('booking.fields.bookingTime')}
            branch={values.branchName}
            date={values.bookingDate}
            value={values.bookingTime}
            onValueChange={(value) => setField('bookingTime', value)}
            invalid={invalid('bookingTime')}
            error={refused('bookingTime')}
          />
        </div>
        <ServicePicker
          services={services.data ?? []}
          selected={values.serviceDetails}
          onChange={(selected) => setField('serviceDetails', selected)}
          invalid={invalid('serviceDetails')}
        />
        {missing.length > 0 ? (
          <p className="notice booking__missing" role="alert">
            {t('booking.missing', {
              fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing.map((field) => t(`booking.fields.${field}`))),
            })}
          </p>
        ) : null}
        {refusal.form ? (
          <p className="notice booking__refusal" role="alert">
            {refusal.form}
          </p>
        ) : null}
        <div className="form__actions booking__actions">
          {values.offer ? (
            <span className="booking__offer">
              {t('booking.offer', { offer: values.offer })}
              <button type="button" className="link-button" onClick={() => setField('offer', '')}>
                {t('booking.removeOffer')}
              </button>
            </span>
          ) : null}
          <button type="submit" className="button button--accent booking__submit" disabled={submitting}>
            {submitting ? t('booking.submitting') : t('booking.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
