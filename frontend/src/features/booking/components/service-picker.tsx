import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRow } from '@dealer/contracts';
import { toggleService } from '../model/booking-form';

interface ServicePickerProps {
  services: readonly ServiceRow[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  invalid?: boolean;
}

function byCategory(services: readonly ServiceRow[]): [string, ServiceRow[]][] {
  const groups = new Map<string, ServiceRow[]>();
  for (const service of services) {
    const category = service.serviceCategory.trim() || '—';
    groups.set(category, [...(groups.get(category) ?? []), service]);
  }
  return [...groups];
}

/** The spec's services multi-select as checkboxes grouped by category: usable by keyboard and reader. */
export function ServicePicker({ services, selected, onChange, invalid }: ServicePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="service-picker" aria-invalid={invalid || undefined} aria-describedby={`${id}-count`}>
      <legend className="field__label">
        {t('booking.fields.serviceDetails')}
        <span className="field__required" aria-hidden="true"> *</span>
      </legend>
      <div className="service-picker__box" data-invalid={invalid || undefined}>
        {byCategory(services).map(([category, rows], index) => (
          <div key={category} className="service-picker__group" role="group" aria-labelledby={`${id}-group-${index}`}>
            <p className="service-picker__category" id={`${id}-group-${index}`}>
              {category}
            </p>
            {rows.map((service, rowIndex) => (
              <label key={service._id} className="service-picker__option">
                <input
                  type="checkbox"
                  name="serviceDetails"
                  value={service.serviceName}
                  data-field={index === 0 && rowIndex === 0 ? 'serviceDetails' : undefined}
                  checked={selected.includes(service.serviceName)}
                  onChange={(event) => onChange(toggleService(selected, service.serviceName, event.target.checked))}
                />
                <span>{service.serviceName}</span>
              </label>
            ))}
          </div>
        ))}
      </div>
      <p className="field__hint" id={`${id}-count`} aria-live="polite">
        {t('booking.servicesSelected', { count: selected.length })}
      </p>
    </fieldset>
  );
}
