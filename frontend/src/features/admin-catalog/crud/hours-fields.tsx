import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { WEEKDAYS, type Weekday } from '@dealer/contracts';
import {
  NEW_RANGE,
  dayProblem,
  hoursOfTimes,
  rangeProblem,
  runsPastMidnight,
  type DayDraft,
  type HoursProblem,
  type HoursValue,
  type SpecialDraft,
  type TimesDraft,
} from './hours-form.model';
import './hours-fields.css';

type Editor<K extends HoursValue['kind']> = { label: string; value: Extract<HoursValue, { kind: K }>; onChange: (value: HoursValue) => void };

interface TimesInputsProps {
  times: TimesDraft;
  onChange: (times: TimesDraft) => void;
  /** The id of the row's problem, which the inputs point to while there is one. */
  problemId?: string;
}

interface PickerProps {
  type: 'time' | 'date';
  label: string;
  value: string;
  invalid: boolean;
  /** The id of the row's problem, which the input points to while there is one. */
  problemId?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/** A labelled time or date picker of the editor; digits left to right in Arabic too, as the browser draws them. */
function Picker({ type, label, value, invalid, problemId, autoFocus, onChange }: PickerProps) {
  return (
    <label className="hours__time">
      <span>{label}</span>
      <input
        type={type}
        className="field__input"
        dir="ltr"
        value={value}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={problemId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The opening and closing time pickers of one row, with a note when the closing falls on the next day. */
function TimesInputs({ times, onChange, problemId }: TimesInputsProps) {
  const { t } = useTranslation();
  const input = (which: keyof TimesDraft) => (
    <Picker type="time" label={t(`catalog.hours.${which}`)} value={times[which]} invalid={Boolean(problemId)} problemId={problemId} onChange={(value) => onChange({ ...times, [which]: value })} />
  );
  return (
    <div className="hours__times">
      {input('opens')}
      {input('closes')}
      {runsPastMidnight(times) ? <span className="hours__next-day">{t('catalog.hours.nextDay')}</span> : null}
    </div>
  );
}

function Problem({ id, problem }: { id: string; problem: HoursProblem | null }) {
  const { t } = useTranslation();
  return problem ? (
    <p className="field__error hours__problem" id={id}>
      {t(`catalog.hours.problems.${problem}`)}
    </p>
  ) : null;
}

function DayRow({ day, draft, onChange }: { day: Weekday; draft: DayDraft; onChange: (draft: DayDraft) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const problem = dayProblem(draft);
  return (
    <div role="group" aria-labelledby={`${id}-day`} className="hours__row">
      <span id={`${id}-day`} className="hours__day">
        {t(`catalog.options.${day}`)}
      </span>
      <label className="crud-choices__item hours__toggle">
        <input type="checkbox" checked={draft.open} onChange={(event) => onChange({ ...draft, open: event.target.checked })} />
        {t('catalog.hours.open')}
      </label>
      {draft.open ? (
        <TimesInputs times={draft} onChange={(times) => onChange({ ...draft, ...times })} problemId={problem ? `${id}-problem` : undefined} />
      ) : (
        <span className="hours__closed">{t('catalog.hours.closed')}</span>
      )}
      <Problem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** A row per weekday, Saturday first: open or closed, and its opening and closing times. */
function WeekEditor({ label, value, onChange }: Editor<'week'>) {
  const { t } = useTranslation();
  const id = useId();
  const anyOpen = WEEKDAYS.some((day) => value.days[day].open);
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="field hours">
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        {t('catalog.hours.weekHint')}
      </p>
      <div className="hours__rows">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} draft={value.days[day]} onChange={(draft) => onChange({ ...value, days: { ...value.days, [day]: draft } })} />
        ))}
      </div>
      <Problem id={`${id}-problem`} problem={anyOpen ? null : 'noOpenDay'} />
    </div>
  );
}

/** The usual hours in Ramadan, or the branch's own pair of times for every Ramadan day. */
function RamadanEditor({ label, value, onChange }: Editor<'ramadan'>) {
  const { t } = useTranslation();
  const id = useId();
  const hours = value.own ? hoursOfTimes(value.times) : null;
  const problem = typeof hours === 'string' ? hours : null;
  const choice = (own: boolean) => (
    <label className="crud-choices__item">
      <input type="radio" name={`${id}-choice`} checked={value.own === own} onChange={() => onChange({ ...value, own })} />
      {t(own ? 'catalog.hours.own' : 'catalog.hours.usual')}
    </label>
  );
  return (
    <fieldset className="field hours crud-choices" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{label}</legend>
      <div className="crud-choices__list">
        {choice(false)}
        {choice(true)}
      </div>
      {value.own ? <TimesInputs times={value.times} onChange={(times) => onChange({ ...value, times })} problemId={problem ? `${id}-problem` : undefined} /> : null}
      <Problem id={`${id}-problem`} problem={problem} />
      <p className="field__hint" id={`${id}-hint`}>
        {t('catalog.hours.ramadanHint')}
      </p>
    </fieldset>
  );
}

function RangeRow({ number, range, onChange, onRemove, focusOnMount }: { number: number; range: SpecialDraft; onChange: (range: SpecialDraft) => void; onRemove: () => void; focusOnMount: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const problem = rangeProblem(range);
  const problemId = problem ? `${id}-problem` : undefined;
  const dateInput = (which: 'from' | 'to') => (
    <Picker
      type="date"
      label={t(`catalog.hours.${which}`)}
      value={range[which]}
      autoFocus={which === 'from' && focusOnMount}
      invalid={Boolean(problem) && problem !== 'missingTime' && problem !== 'tooLate'}
      problemId={problemId}
      onChange={(value) => onChange({ ...range, [which]: value })}
    />
  );
  return (
    <li>
      <div role="group" aria-label={t('catalog.hours.range', { number })} className="hours__range">
        <div className="hours__times">
          {dateInput('from')}
          {dateInput('to')}
        </div>
        <label className="crud-choices__item hours__toggle">
          <input type="checkbox" checked={range.closed} onChange={(event) => onChange({ ...range, closed: event.target.checked })} />
          {t('catalog.hours.closedRange')}
        </label>
        {range.closed ? null : <TimesInputs times={range} onChange={(times) => onChange({ ...range, ...times })} problemId={problemId} />}
        <button type="button" className="button button--ghost hours__remove" onClick={onRemove}>
          {t('catalog.hours.remove', { number })}
        </button>
        <Problem id={`${id}-problem`} problem={problem} />
      </div>
    </li>
  );
}

/** Date ranges with their own hours or closed (Eid, National Day): add, edit, remove. */
function SpecialEditor({ label, value, onChange }: Editor<'special'>) {
  const { t } = useTranslation();
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // The range just added takes the focus, so a keyboard user goes on typing its dates.
  const [added, setAdded] = useState<number | null>(null);
  const setRanges = (ranges: SpecialDraft[]) => onChange({ ...value, ranges });
  const remove = (index: number) => {
    setRanges(value.ranges.filter((_, i) => i !== index));
    setAdded(null);
    addButton.current?.focus();
  };
  return (
    <fieldset className="field hours" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{label}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t('catalog.hours.specialHint')}
      </p>
      {value.ranges.length === 0 ? (
        <p className="field__hint">{t('catalog.hours.specialNone')}</p>
      ) : (
        <ol className="hours__ranges">
          {value.ranges.map((range, index) => (
            <RangeRow
              // Ranges have no id of their own; removing one re-renders those after it.
              key={`${index}-${value.ranges.length}`}
              number={index + 1}
              range={range}
              focusOnMount={added === index}
              onChange={(changed) => setRanges(value.ranges.map((r, i) => (i === index ? changed : r)))}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <div>
        <button
          ref={addButton}
          type="button"
          className="button button--ghost"
          onClick={() => {
            setAdded(value.ranges.length);
            setRanges([...value.ranges, { ...NEW_RANGE }]);
          }}
        >
          {t('catalog.hours.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** The editor for a branch's structured hours that the value's kind names. */
export function HoursField({ label, value, onChange }: { label: string; value: HoursValue; onChange: (value: HoursValue) => void }) {
  switch (value.kind) {
    case 'week':
      return <WeekEditor label={label} value={value} onChange={onChange} />;
    case 'ramadan':
      return <RamadanEditor label={label} value={value} onChange={onChange} />;
    case 'special':
      return <SpecialEditor label={label} value={value} onChange={onChange} />;
  }
}
