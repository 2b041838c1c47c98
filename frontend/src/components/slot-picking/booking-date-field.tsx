import { useId } from 'react';
import { useTranslation, currentLang } from '../../lib/i18n';
import { formatHijriDate, riyadhDate } from '@dealer/contracts';
import { describedBy, FieldFrame } from '../field-frame/field-frame';

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
  const { t } = useTranslation();
  const id = useId();
  const hijri = formatHijriDate(value, currentLang());
  // A blank line until a day is chosen, so the form does not move when the Hijri date appears.
  const hint = hijri ? t('booking.hijri', { date: hijri }) : '\u00a0';
  return (
    <FieldFrame id={id} label={label} required error={error} hint={hint}>
      <input
        id={id}
        type="date"
        name={field}
        data-field={field}
        className="field__input"
        value={value}
        min={riyadhDate(new Date())}
        required
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}
