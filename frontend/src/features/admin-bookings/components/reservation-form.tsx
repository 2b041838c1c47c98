import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TextField } from '../../../components/form/text-field';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { BookingDateField } from '../../../components/slot-picking/booking-date-field';
import { ChoiceField } from '../../../components/choice-field/choice-field';
import { contentChoices } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { SlotSelect } from '../../../components/slot-picking/slot-select';
import type { ReservationFormValues } from '../model/reservation-form';

interface ReservationFormProps {
  /** The branches offered: a staff member's own, or null for every branch (an admin). */
  branchIds: readonly string[] | null;
  values: ReservationFormValues;
  /** The reservation as loaded by Edit, so its own time stays selectable although it is taken. */
  original: ReservationFormValues | null;
  onChange: (values: ReservationFormValues) => void;
  onSave: () => void;
  onClear: () => void;
  saving: boolean;
}

export function ReservationForm({ branchIds, values, original, onChange, onSave, onClear, saving }: ReservationFormProps) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const locations = useCatalogList('locations');
  const offered = branchIds ? locations.data?.filter((row) => branchIds.includes(row._id)) : locations.data;
  const set = <K extends keyof ReservationFormValues>(key: K) => (value: ReservationFormValues[K]) => {
    const next = { ...values, [key]: value };
    if ((key === 'branchName' || key === 'bookingDate') && values[key] !== value) next.bookingTime = '';
    onChange(next);
  };
  const sameDay = original !== null && original.branchName === values.branchName && original.bookingDate === values.bookingDate;
  const name = `${values.firstName} ${values.lastName}`.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };

  return (
    <section className="card" aria-labelledby="reservation-form-heading">
      <h2 id="reservation-form-heading" className="card__title">
        {t('reservedSlots.formHeading')}
      </h2>
      <p className="card__intro">{values._id ? t('reservedSlots.editing', { name }) : t('reservedSlots.formIntro')}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="form__row">
          <TextField label={t('columns.firstName')} value={values.firstName} onValueChange={set('firstName')} required autoComplete="off" />
          <TextField label={t('columns.lastName')} value={values.lastName} onValueChange={set('lastName')} required autoComplete="off" />
          <TextField label={t('columns.email')} type="email" value={values.email} onValueChange={set('email')} required autoComplete="off" />
          <TextField label={t('columns.phoneNumber')} type="tel" value={values.phoneNumber} onValueChange={set('phoneNumber')} required autoComplete="off" />
        </div>
        <div className="form__row">
          <ChoiceField
            label={t('columns.branchName')}
            placeholder={t('booking.placeholders.branchName')}
            field="branchName"
            value={values.branchName}
            choices={contentChoices(offered, (row) => row.branchName, (row) => row.branchNameAr, lang)}
            onValueChange={set('branchName')}
          />
          <BookingDateField label={t('columns.bookingDate')} value={values.bookingDate} onValueChange={set('bookingDate')} />
          <SlotSelect
            label={t('columns.bookingTime')}
            branch={values.branchName}
            date={values.bookingDate}
            value={values.bookingTime}
            onValueChange={set('bookingTime')}
            keep={sameDay ? original.bookingTime : undefined}
          />
        </div>
        <div className="form__actions">
          <button type="submit" className="button" disabled={saving}>
            {t('common.saveChanges')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClear}>
            {t('reservedSlots.clear')}
          </button>
        </div>
      </form>
    </section>
  );
}
