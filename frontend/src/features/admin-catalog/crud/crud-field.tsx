import { useTranslation } from '../../../lib/i18n';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { CheckboxesField, DatesField, ServicesField } from './list-fields';
import { HoursField } from './hours-fields';
import { ImageField } from './image-field';
import { labelKey, type FieldKind, type FieldSpec, type FormValue } from './crud.types';

interface CrudFieldProps<TInput> {
  field: FieldSpec<TInput>;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
}

const INPUT_TYPES: Partial<Record<FieldKind, string>> = { email: 'email', tel: 'tel', url: 'url' };

/** One input of a catalog form, chosen by the field's declared kind. */
export function CrudField<TInput>({ field, value, onChange }: CrudFieldProps<TInput>) {
  const { t } = useTranslation();
  const englishLabel = t(`catalog.fields.${labelKey(field.label, field.name)}`);
  const label = field.arabic ? t('catalog.arabicLabel', { label: englishLabel }) : englishLabel;
  const hint = field.hint ? t(`catalog.hints.${field.hint}`) : undefined;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];

  switch (field.kind) {
    case 'weeklyHours':
    case 'ramadanHours':
    case 'specialHours':
      return typeof value === 'object' && !Array.isArray(value) ? <HoursField label={label} value={value} onChange={onChange} /> : null;
    case 'checkboxes':
      return <CheckboxesField label={label} hint={hint} options={field.options ?? []} value={list} onChange={onChange} required={field.required} />;
    case 'services':
      return <ServicesField label={label} hint={hint} value={list} onChange={onChange} />;
    case 'dates':
      return <DatesField label={label} hint={hint} value={list} onChange={onChange} />;
    case 'image':
      return <ImageField label={label} hint={hint} value={text} onChange={onChange} required={field.required} />;
    case 'select': {
      const placeholder = field.selectPlaceholder ? [{ value: '', label: t('catalog.options.select') }] : [];
      const options = (field.options ?? []).map((option) => ({
        value: option.value,
        label: option.label ? t(`catalog.options.${option.label}`) : option.value,
      }));
      return (
        <SelectField
          label={label}
          name={field.name}
          required={field.required}
          value={text}
          options={[...placeholder, ...options]}
          onValueChange={onChange}
        />
      );
    }
    case 'textarea':
      return <TextAreaField label={label} name={field.name} required={field.required} value={text} onValueChange={onChange} />;
    case 'number':
      return (
        <TextField
          label={label}
          name={field.name}
          type="number"
          inputMode="decimal"
          dir="ltr"
          min={field.min}
          max={field.max}
          step={field.step}
          hint={hint}
          required={field.required}
          value={text}
          onValueChange={onChange}
        />
      );
    default:
      return (
        <TextField
          label={label}
          name={field.name}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          // Clock times and slot labels are Latin text, kept left-to-right on Arabic pages; Arabic
          // companions are written right-to-left on English pages too.
          dir={field.kind === 'time' ? 'ltr' : field.arabic ? 'rtl' : undefined}
          lang={field.arabic ? 'ar' : undefined}
          placeholder={field.placeholder}
          hint={hint}
          required={field.required}
          value={text}
          onValueChange={onChange}
        />
      );
  }
}
