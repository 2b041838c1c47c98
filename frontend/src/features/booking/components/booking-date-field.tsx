import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { riyadhToday } from '../../../lib/time/riyadh-today';
import { hijriDateLabel } from '../model/riyadh-date';
import '../../../components/form/form.css';

interface BookingDateFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  field?: string;
  invalid?: boolean;
}

/**
 * A Gregorian date picker starting at today in Riyadh, with the Umm al-Qura Hijri date beside the
 * chosen day. Which times of the day are still bookable is the server's answer.
 */
export function BookingDateField({ label, value, onValueChange, field = 'bookingDate', invalid }: BookingDateFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hijri = hijriDateLabel(value, i18n.language);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        type="date"
        name={field}
        data-field={field}
        className="field__input"
        value={value}
        min={riyadhToday(new Date())}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hijri`}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <p className="field__hint" id={`${id}-hijri`}>
        {hijri ? t('booking.hijri', { date: hijri }) : '\u00a0'}
      </p>
    </div>
  );
}
