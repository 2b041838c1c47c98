import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { formatBookingDate, formatCalendarPart, formatHijriDate, formatOpenHours, riyadhDate, type AvailableDay, type Lang } from '@dealer/contracts';
import { useAvailableDays } from '../../lib/booking/available-days.query';
import { NO_JOB, type BookingJob } from '../../lib/booking/booking-job';
import { useReaderLang } from '../../lib/catalog/use-content-names';
import { FieldError, describedBy } from '../field-frame/field-frame';
import { RequiredMark } from '../form/required-mark';
import { CALENDAR_KEYS, firstOfMonth, lastOfMonth, monthOf, monthWeeks, moveDate, shiftMonth, type CalendarKey } from './calendar-month';
import './booking-calendar.css';

interface BookingCalendarProps {
  label: string;
  /** The branch whose days are shown (name or id); none yet: the calendar asks for one first. */
  branch: string;
  value: string;
  onValueChange: (value: string) => void;
  field?: string;
  invalid?: boolean;
  /** Why the server refused the day chosen last (e.g. the branch is closed then), announced at once. */
  error?: string;
  /** The services to fit: a day is bookable when the whole job fits somewhere in it. */
  job?: BookingJob;
}

/**
 * A month of the branch's days, Saturday first, each marked bookable or not by the server (closed,
 * past, not open yet, full) with the reason shown on focus and hover. A grid a keyboard walks with the
 * arrows, Home/End and PageUp/PageDown; under it the chosen day with its weekday and Hijri date.
 */
export function BookingCalendar({ label, branch, value, onValueChange, field = 'bookingDate', invalid, error, job = NO_JOB }: BookingCalendarProps) {
  const { t, i18n } = useTranslation();
  const lang = useReaderLang();
  const rtl = i18n.dir() === 'rtl';
  const id = useId();
  const today = riyadhDate(new Date());
  const [focused, setFocused] = useState(value || today);
  const [moved, setMoved] = useState(false);
  const month = monthOf(focused);
  const days = useAvailableDays(branch, firstOfMonth(month), lastOfMonth(month), job);
  const grid = useRef<HTMLTableElement>(null);
  const byDate = new Map<string, AvailableDay>((days.data ?? []).map((day) => [day.date, day]));

  useEffect(() => {
    // A day chosen elsewhere (a pending form brought back after login) shows its month.
    if (value) setFocused(value);
  }, [value]);

  useEffect(() => {
    // Only a keyboard move takes the focus; rendering the month never steals it.
    if (moved) grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, moved]);

  const reasonOf = (day: AvailableDay | undefined): string | null => (day?.reason && day.reason !== null && !isBookable(day) ? t(`booking.calendar.reasons.${day.reason}`) : null);

  // The month buttons keep the focus, so a keyboard can press them again.
  const showMonth = (shown: string) => {
    setMoved(false);
    setFocused(firstOfMonth(shown));
  };

  const choose = (date: string) => {
    setFocused(date);
    if (isBookable(byDate.get(date))) onValueChange(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!CALENDAR_KEYS.includes(event.key)) return;
    event.preventDefault();
    setMoved(true);
    setFocused(moveDate(focused, event.key as CalendarKey, rtl));
  };

  const status = !branch ? t('booking.calendar.chooseBranch') : days.isPending ? t('booking.calendar.loading') : days.isError ? t('booking.calendar.failed') : null;
  const hijri = value ? formatHijriDate(value, lang) : '';
  const chosenHours = value ? hoursText(byDate.get(value), lang, t) : null;
  const chosen = value
    ? t('booking.calendar.chosen', { date: [formatBookingDate(value, lang), t('booking.hijri', { date: hijri }), chosenHours].filter(Boolean).join(' · ') })
    : t('booking.calendar.noneChosen');
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;

  return (
    <div className="field calendar">
      <span className="field__label" id={`${id}-label`}>
        {label}
        <RequiredMark required />
      </span>
      <div className="calendar__head">
        <button type="button" className="calendar__nav" aria-label={t('booking.calendar.previous')} disabled={month <= monthOf(today)} onClick={() => showMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <h3 className="calendar__title" id={titleId} aria-live="polite">
          {formatCalendarPart(firstOfMonth(month), lang, 'month')}
        </h3>
        <button type="button" className="calendar__nav" aria-label={t('booking.calendar.next')} onClick={() => showMonth(shiftMonth(month, 1))}>
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        className={invalid || error ? 'calendar__grid calendar__grid--invalid' : 'calendar__grid'}
        aria-labelledby={`${id}-label ${titleId}`}
        aria-describedby={describedBy(id, error, true)}
        aria-invalid={invalid || Boolean(error) || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {monthWeeks(month)[1]!.map((date) => (
              <th key={date} scope="col" abbr={formatCalendarPart(date!, lang, 'weekday')}>
                {/* Arabic short names are the full ones: a phone's column fits only the narrow letter. */}
                <span className="calendar__weekday">{formatCalendarPart(date!, lang, 'weekdayShort')}</span>
                <span className="calendar__weekday calendar__weekday--narrow">
                  {formatCalendarPart(date!, lang, 'weekdayNarrow')}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    day={byDate.get(date)}
                    name={formatBookingDate(date, lang)}
                    reason={reasonOf(byDate.get(date))}
                    hours={hoursText(byDate.get(date), lang, t)}
                    freeTimes={byDate.get(date)?.free}
                    selected={date === value}
                    today={date === today}
                    tabbable={date === focused}
                    field={date === focused ? field : undefined}
                    reasonId={`${id}-${date}`}
                    onChoose={choose}
                    onFocus={setFocused}
                  />
                ) : (
                  <td key={`blank-${column}`} role="gridcell" aria-hidden="true" className="calendar__blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError id={id} error={error} />
      <p className="field__hint calendar__chosen" id={hintId} aria-live="polite">
        {status ?? chosen}
      </p>
      <HoursLegend days={days.data ?? []} />
      <p className="calendar__keys">{t('booking.calendar.keys')}</p>
    </div>
  );
}

/** The day's own hours and what gave them ("Ramadan hours 8:00 PM – 2:00 AM"); null on a day off. */
function hoursText(day: AvailableDay | undefined, lang: Lang, t: TFunction): string | null {
  return day?.hours ? t(`booking.calendar.hours.${day.hours.kind}`, { hours: formatOpenHours(day.hours, lang) }) : null;
}

/** What the corner dots mean, shown only in a month that has such days. */
function HoursLegend({ days }: { days: readonly AvailableDay[] }) {
  const { t } = useTranslation();
  const kinds = (['ramadan', 'special'] as const).filter((kind) => days.some((day) => day.hours?.kind === kind));
  if (kinds.length === 0) return null;
  return (
    <p className="calendar__legend">
      {kinds.map((kind) => (
        <span key={kind}>
          <span className={`calendar__legend-mark calendar__legend-mark--${kind}`} aria-hidden="true" />
          {t(`booking.calendar.legend.${kind}`)}
        </span>
      ))}
    </p>
  );
}

/** Open and not full: the day offers at least one time. */
function isBookable(day: AvailableDay | undefined): boolean {
  return day !== undefined && day.open && day.free > 0;
}

interface DayCellProps {
  date: string;
  day: AvailableDay | undefined;
  name: string;
  reason: string | null;
  /** The day's hours as text, when the branch works that day. */
  hours: string | null;
  freeTimes: number | undefined;
  selected: boolean;
  today: boolean;
  tabbable: boolean;
  /** On the day that takes the focus: the form focuses it when the date is missing. */
  field: string | undefined;
  reasonId: string;
  onChoose: (date: string) => void;
  onFocus: (date: string) => void;
}

function DayCell({ date, day, name, reason, hours, freeTimes, selected, today, tabbable, field, reasonId, onChoose, onFocus }: DayCellProps) {
  const { t } = useTranslation();
  const bookable = isBookable(day);
  // Ramadan and special days are marked, so hours that differ from the usual are seen before choosing.
  const unusual = day?.hours && day.hours.kind !== 'regular' ? `calendar__day--${day.hours.kind}` : '';
  const classes = ['calendar__day', bookable ? 'calendar__day--open' : 'calendar__day--unavailable', selected ? 'calendar__day--selected' : '', today ? 'calendar__day--today' : '', unusual]
    .filter(Boolean)
    .join(' ');
  // The day's full date is its name; what it offers or why it cannot be booked is its description.
  const description = reason ?? (bookable && freeTimes ? [t('booking.calendar.freeTimes', { count: freeTimes }), hours].filter(Boolean).join(' · ') : null);
  return (
    <td role="gridcell" aria-selected={selected} className="calendar__cell">
      <button
        type="button"
        className={classes}
        data-date={date}
        data-field={field}
        tabIndex={tabbable ? 0 : -1}
        aria-label={today ? `${name}, ${t('booking.calendar.today')}` : name}
        aria-disabled={day && !bookable ? true : undefined}
        aria-describedby={description ? reasonId : undefined}
        onClick={() => onChoose(date)}
        onFocus={() => onFocus(date)}
      >
        <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
        {description ? (
          <span className={reason ? 'calendar__reason' : 'calendar__reason calendar__reason--free'} id={reasonId}>
            {description}
          </span>
        ) : null}
      </button>
    </td>
  );
}
