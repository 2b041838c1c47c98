import { useTranslation, currentLang } from '../../lib/i18n';
import { formatSlotTime } from '@dealer/contracts';
import { useLiveAvailability } from '../../lib/booking/availability.query';
import { ChoiceField } from '../choice-field/choice-field';
import { NO_JOB, timeRangeLabel } from '../../lib/booking/booking-job';
import type { SlotPickerProps } from './slot-buttons';
import { useClearedTime } from './use-cleared-time';

interface SlotSelectProps extends SlotPickerProps {
  /** A time that stays selectable although it is not free, e.g. the reservation being edited. */
  keep?: string;
}

/**
 * The free times of a branch on a date, kept live. When the chosen time is taken elsewhere it
 * disappears from the list and the choice is cleared with a note, instead of failing on submit.
 */
export function SlotSelect({ label, branch, date, value, onValueChange, field = 'bookingTime', invalid, keep, error, job = NO_JOB }: SlotSelectProps) {
  const { t } = useTranslation();
  const slots = useLiveAvailability(branch, date, job);
  const cleared = useClearedTime(value, onValueChange, slots, job.services, keep);

  // The option stores the spec's label ('09:00 AM') and shows the reader's time ('9:00 ص' in Arabic).
  const lang = currentLang();
  // Full times are listed too (free 0): a select offers only those with a place.
  const free = (slots.data ?? []).filter((slot) => slot.free > 0);
  const choices = free.map((slot) => ({ value: slot.timeSlot, label: timeRangeLabel(slot.timeSlot, job.minutes, lang) }));
  if (keep && !choices.some((choice) => choice.value === keep)) choices.unshift({ value: keep, label: formatSlotTime(keep, lang) });

  const ready = branch !== '' && date !== '';
  let note: string;
  if (!ready) note = t(branch === '' ? 'booking.slots.chooseFirst' : 'booking.slots.chooseDate');
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
      note={cleared ? t(`booking.slots.${cleared}`) : note}
      error={error}
    />
  );
}
