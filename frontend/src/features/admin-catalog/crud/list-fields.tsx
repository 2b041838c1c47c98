import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { contentText } from '@dealer/contracts';
import { RequiredMark } from '../../../components/form/required-mark';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { readerCollator } from '../../../lib/catalog/content-choices';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
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
        <RequiredMark required={required} />
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

interface ServicesFieldProps {
  label: string;
  hint?: string;
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * Catalog services by id, named in the admin's language and sorted by category then name; ticking adds
 * a service at the end, so the list keeps the order the admin chose. Ids of services deleted since are
 * not shown and are dropped by the next save.
 */
export function ServicesField({ label, hint, value, onChange }: ServicesFieldProps) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const services = useCatalogList('services');
  const collator = readerCollator(lang);
  const rows = (services.data ?? [])
    .map((row) => ({ id: row._id, category: contentText(row.serviceCategory, row.serviceCategoryAr, lang), name: contentText(row.serviceName, row.serviceNameAr, lang) }))
    .sort((a, b) => collator.compare(a.category.text, b.category.text) || collator.compare(a.name.text, b.name.text));
  const known = new Set(rows.map((row) => row.id));
  const toggle = (id: string, checked: boolean) => {
    const kept = value.filter((chosen) => chosen !== id && known.has(chosen));
    onChange(checked ? [...kept, id] : kept);
  };
  return (
    <fieldset className="field crud-choices crud-choices--services">
      <legend className="field__label">{label}</legend>
      {services.isSuccess && rows.length === 0 ? <p className="field__hint">{t('catalog.servicesNone')}</p> : null}
      <div className="crud-choices__list">
        {rows.map((row) => (
          <label key={row.id} className="crud-choices__item">
            <input type="checkbox" name="services" value={row.id} checked={value.includes(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
            <span lang={row.name.lang}>{row.name.text}</span>
            <span className="crud-choices__note" lang={row.category.lang}>
              {row.category.text}
            </span>
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
