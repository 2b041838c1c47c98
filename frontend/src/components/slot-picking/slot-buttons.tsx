import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Lang } from '@dealer/contracts';
import { useLiveAvailability } from '../../lib/booking/availability.query';
import { NO_JOB, timeRange, type BookingJob } from '../../lib/booking/booking-job';
import { useReaderLang } from '../../lib/catalog/use-content-names';
import { RequiredMark } from '../form/required-mark';
import { useClearedTime } from './use-cleared-time';
import './booking-calendar.css';
import { FieldError } from '../field-frame/field-frame';

/** What a time picker of the booking engine takes, whichever way it shows the times. */
export interface SlotPickerProps {
  label: string;
  branch: string;
  date: string;
  value: string;
  onValueChange: (value: string) => void;
  field?: string;
  invalid?: boolean;
  /** Why the server refused the time chosen last (full, or the customer's other booking). */
  error?: string;
  /** The services to fit: only starts with room for the whole job are offered, each with its end. */
  job?: BookingJob;
}

const NEXT_KEYS = { ArrowDown: 1, ArrowUp: -1 } as const;

/**
 * The times of a branch on a date as a group of radio buttons, each with the places left, kept live
 * (see useLiveAvailability). A full time stays in its place, disabled and marked full. When the chosen
 * time fills up elsewhere the choice is cleared with a note, instead of failing on submit.
 */
export function SlotButtons({ label, branch, date, value, onValueChange, field = 'bookingTime', invalid, error, job = NO_JOB }: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const lang = useReaderLang();
  const id = useId();
  const slots = useLiveAvailability(branch, date, job);
  const cleared = useClearedTime(value, onValueChange, slots, job.services);
  const group = useRef<HTMLDivElement>(null);
  const all = slots.data ?? [];
  const free = all.filter((slot) => slot.free > 0);

  const ready = branch !== '' && date !== '';
  let note: string;
  if (cleared) note = t(`booking.slots.${cleared}`);
  // Rescheduling keeps the branch: only the date is still to choose there.
  else if (!ready) note = t(branch === '' ? 'booking.slots.chooseFirst' : 'booking.slots.chooseDate');
  else if (slots.isPending) note = t('booking.slots.loading');
  else if (slots.isError) note = t('booking.slots.failed');
  else if (free.length === 0) note = t('booking.slots.noneHint');
  else note = t('booking.slots.available', { count: free.length });

  const describedBy = [error ? `${id}-error` : '', `${id}-note`].filter(Boolean).join(' ');

  // Radio semantics: the group is one tab stop (the chosen time, else the first free one); arrows move and choose.
  const tabStop = free.some((slot) => slot.timeSlot === value) ? value : free[0]?.timeSlot;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = i18n.dir() === 'rtl';
    const step =
      event.key in NEXT_KEYS ? NEXT_KEYS[event.key as keyof typeof NEXT_KEYS] : event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    if (step === 0 || free.length === 0) return;
    event.preventDefault();
    const at = free.findIndex((slot) => slot.timeSlot === (document.activeElement as HTMLElement | null)?.dataset.time);
    const next = free[(at + step + free.length) % free.length]!;
    onValueChange(next.timeSlot);
    group.current?.querySelector<HTMLElement>(`[data-time="${next.timeSlot}"]`)?.focus();
  };

  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
        <RequiredMark required />
      </span>
      {ready && all.length > 0 ? (
        <div
          ref={group}
          role="radiogroup"
          className="slot-buttons"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-required
          aria-invalid={invalid || Boolean(error) || undefined}
          onKeyDown={onKeyDown}
        >
          {all.map((slot) => {
            const full = slot.free <= 0;
            const checked = slot.timeSlot === value;
            return (
              <button
                key={slot.timeSlot}
                type="button"
                role="radio"
                className="slot-button"
                data-time={slot.timeSlot}
                data-field={slot.timeSlot === tabStop ? field : undefined}
                aria-checked={checked}
                aria-disabled={full || undefined}
                tabIndex={slot.timeSlot === tabStop ? 0 : -1}
                onClick={() => (full ? undefined : onValueChange(slot.timeSlot))}
              >
                <SlotTimes time={slot.timeSlot} minutes={job.minutes} lang={lang} />
                <small>{full ? t('booking.slots.full') : t('booking.slots.left', { count: slot.free })}</small>
              </button>
            );
          })}
        </div>
      ) : (
        // Nothing to choose yet: the form's "missing" focus still finds the field, and a reader hears why it is marked.
        <div
          className="slot-buttons slot-buttons--empty"
          data-field={field}
          tabIndex={-1}
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-required
          aria-invalid={invalid || Boolean(error) || undefined}
        />
      )}
      <FieldError id={id} error={error} />
      <p className="field__hint" id={`${id}-note`} aria-live="polite">
        {note}
      </p>
    </div>
  );
}

/** A time button's start and, on a line of its own, the job's end: every button reads the same way at any width. */
function SlotTimes({ time, minutes, lang }: { time: string; minutes: number; lang: Lang }) {
  const { start, end } = timeRange(time, minutes, lang);
  return (
    <span className="slot-button__times">
      <span className="slot-button__time">{start}</span>
      {end === null ? null : <span className="slot-button__time slot-button__end">– {end}</span>}
    </span>
  );
}
