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
  /** Why the server refused the day chosen last (e.g. the branch is closed then), announced at once. */
  error?: string;
}

/**
 * A Gregorian date picker starting at today in Riyadh, with the Umm al-Qura Hijri date beside the
 * chosen day. Which times of the day are still bookable is the server's answer.
 */
export function BookingDateField({ label, value, onValueChange, field = 'bookingDate', invalid, error }: BookingDateFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hijri = hijriDateLabel(value, i18n.language);
  const errorId = `${id}-error`;
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
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? `${errorId} ${id}-hijri` : `${id}-hijri`}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <p className="field__hint" id={`${id}-hijri`}>
        {hijri ? t('booking.hijri', { date: hijri }) : '\u00a0'}
      </p>
    </div>
  );
}
