import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from './crud.types';

interface CheckboxesFieldProps {
  label: string;
  hint?: string;
  options: readonly FieldOption[];
  value: string[];
  onChange: (value: string[]) => void;
  required?: boolean;
}

/** A group of checkboxes, e.g. a branch's working days. */
export function CheckboxesField({ label, hint, options, value, onChange, required }: CheckboxesFieldProps) {
  const { t } = useTranslation();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((chosen) => chosen !== option));
  return (
    <fieldset className="field crud-choices">
      <legend className="field__label">
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </legend>
      <div className="crud-choices__list">
        {options.map((option) => (
          <label key={option.value} className="crud-choices__item">
            <input type="checkbox" checked={value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            {option.label ? t(`catalog.options.${option.label}`) : option.value}
          </label>
        ))}
      </div>
      {hint ? <p className="field__hint">{hint}</p> : null}
    </fieldset>
  );
}

interface DatesFieldProps {
  label: string;
  hint?: string;
  value: string[];
  onChange: (value: string[]) => void;
}

/** A list of YYYY-MM-DD dates: pick one, add it, remove any. */
export function DatesField({ label, hint, value, onChange }: DatesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft) return;
    if (!value.includes(draft)) onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="crud-dates__picker">
        <input id={id} type="date" className="field__input" dir="ltr" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="button" className="button button--ghost" onClick={add} disabled={!draft}>
          {t('catalog.dates.add')}
        </button>
      </div>
      {value.length === 0 ? (
        <p className="field__hint">{t('catalog.dates.none')}</p>
      ) : (
        <ul className="crud-dates__list">
          {value.map((date) => (
            <li key={date} className="crud-dates__item">
              <span dir="ltr">{date}</span>
              <button
                type="button"
                className="crud-dates__remove"
                aria-label={t('catalog.dates.remove', { date })}
                onClick={() => onChange(value.filter((other) => other !== date))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}
