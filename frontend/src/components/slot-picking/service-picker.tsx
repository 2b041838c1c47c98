import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { contentText, type ContentText, type Lang, type ServiceRow } from '@dealer/contracts';
import { sharedContentText } from '../../lib/catalog/service-groups';
import { readerCollator } from '../../lib/catalog/content-choices';
import { toggleService } from '../../lib/booking/service-choice';
import { RequiredMark } from '../form/required-mark';
import './service-picker.css';
import { FieldError } from '../field-frame/field-frame';

interface ServicePickerProps {
  services: readonly ServiceRow[];
  lang: Lang;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Why the choice cannot be sent (none ticked), shown under the list and announced. */
  error?: string;
  /** How long the chosen work takes ('About 3 hours'), said beside the count. */
  length?: string;
  /** The group's title; the booking form's 'Services' by default. */
  legend?: string;
  /** Whether at least one must be ticked (marked with the asterisk). */
  required?: boolean;
}

interface CategoryGroup {
  category: ContentText;
  services: { row: ServiceRow; name: ContentText }[];
}

/** Services under their categories in the reader's language; the services of a category sorted for the reader. */
function byCategory(services: readonly ServiceRow[], lang: Lang): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const row of services) {
    const key = row.serviceCategory.trim() || '—';
    const known = groups.get(key);
    groups.set(key, {
      category: sharedContentText(known?.category, key, row.serviceCategoryAr, lang),
      services: [...(known?.services ?? []), { row, name: contentText(row.serviceName, row.serviceNameAr, lang) }],
    });
  }
  const collator = readerCollator(lang);
  return [...groups.values()].map((group) => ({ ...group, services: group.services.sort((a, b) => collator.compare(a.name.text, b.name.text)) }));
}

/** The spec's services multi-select as checkboxes grouped by category: usable by keyboard and reader. */
export function ServicePicker({ services, lang, selected, onChange, error, length, legend, required = true }: ServicePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = Boolean(error);
  // The checkboxes carry the state and the message themselves: a reader lands on a checkbox, not the group.
  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <fieldset className="service-picker" aria-describedby={describedBy}>
      <legend className="field__label">
        {legend ?? t('booking.fields.serviceDetails')}
        <RequiredMark required={required} />
      </legend>
      <div className="service-picker__box" data-invalid={invalid || undefined}>
        {byCategory(services, lang).map(({ category, services: rows }, index) => (
          <div key={category.text} className="service-picker__group" role="group" aria-labelledby={`${id}-group-${index}`}>
            <p className="service-picker__category" id={`${id}-group-${index}`} lang={category.lang}>
              {category.text}
            </p>
            {rows.map(({ row: service, name }, rowIndex) => (
              <label key={service._id} className="service-picker__option">
                <input
                  type="checkbox"
                  name="serviceDetails"
                  value={service.serviceName}
                  data-field={index === 0 && rowIndex === 0 ? 'serviceDetails' : undefined}
                  checked={selected.includes(service.serviceName)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange(toggleService(selected, service.serviceName, event.target.checked))}
                />
                <span lang={name.lang}>{name.text}</span>
              </label>
            ))}
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
      <p className="field__hint" id={`${id}-count`} aria-live="polite">
        {t('booking.servicesSelected', { count: selected.length })}
        {length ? (
          <>
            {' · '}
            <span className="service-picker__length">{length}</span>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
