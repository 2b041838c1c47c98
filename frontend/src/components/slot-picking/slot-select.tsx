import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSlotTime } from '@dealer/contracts';
import { currentLang } from '../../lib/i18n';
import { useLiveAvailability } from '../../lib/booking/availability.query';
import { ChoiceField } from '../choice-field/choice-field';
import type { SlotPickerProps } from './slot-buttons';

interface SlotSelectProps extends SlotPickerProps {
  /** A time that stays selectable although it is not free, e.g. the reservation being edited. */
  keep?: string;
}

/**
 * The free times of a branch on a date, kept live. When the chosen time is taken elsewhere it
 * disappears from the list and the choice is cleared with a note, instead of failing on submit.
 */
export function SlotSelect({ label, branch, date, value, onValueChange, field = 'bookingTime', invalid, keep, error }: SlotSelectProps) {
  const { t } = useTranslation();
  const slots = useLiveAvailability(branch, date);
  const [takenNote, setTakenNote] = useState(false);
  const lastValue = useRef(value);

  // The option stores the spec's label ('09:00 AM') and shows the reader's time ('9:00 ص' in Arabic).
  const lang = currentLang();
  // Full times are listed too (free 0): a select offers only those with a place.
  const free = (slots.data ?? []).filter((slot) => slot.free > 0);
  const choices = free.map((slot) => ({ value: slot.timeSlot, label: formatSlotTime(slot.timeSlot, lang) }));
  if (keep && !choices.some((choice) => choice.value === keep)) choices.unshift({ value: keep, label: formatSlotTime(keep, lang) });

  useEffect(() => {
    // A new choice ends the note; clearing the taken time must not.
    if (value !== lastValue.current && value !== '') setTakenNote(false);
    lastValue.current = value;
  }, [value]);

  useEffect(() => {
    if (!value || value === keep || !slots.isSuccess || slots.isFetching) return;
    if (!slots.data.some((slot) => slot.timeSlot === value && slot.free > 0)) {
      onValueChange('');
      setTakenNote(true);
    }
  }, [value, keep, slots.isSuccess, slots.isFetching, slots.data, onValueChange]);

  const ready = branch !== '' && date !== '';
  let note: string;
  if (!ready) note = t('booking.slots.chooseFirst');
  else if (slots.isPending) note = t('booking.slots.loading');
  else if (slots.isError) note = t('booking.slots.failed');
  else if (free.length === 0) note = t('booking.slots.noneHint');
  else note = t('booking.slots.available', { count: free.length });

  return (
    <ChoiceField
      label={label}
      placeholder={ready && slots.isSuccess && free.length === 0 && !keep ? t('booking.slots.none') : t('booking.placeholders.bookingTime')}
      value={value}
      choices={choices}
      onValueChange={onValueChange}
      field={field}
      invalid={invalid}
      disabled={!ready}
      note={takenNote ? t('booking.slots.taken') : note}
      error={error}
    />
  );
}
