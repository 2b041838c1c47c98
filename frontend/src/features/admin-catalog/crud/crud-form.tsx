import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ClearButton, FormActions } from '../../../components/form/form-actions';
import { CardSection } from '../../../components/layout/card-section';
import { CrudField } from './crud-field';
import type { CrudFormState, FieldSpec, FormValue } from './crud.types';

interface CrudFormProps<TInput> {
  headingId: string;
  heading: string;
  fields: readonly FieldSpec<TInput>[];
  form: CrudFormState;
  /** The loaded row's name in update mode. */
  editingName: string | null;
  /** Whether the tab can load rows for an update at all. */
  editable: boolean;
  saving: boolean;
  onChange: (form: CrudFormState) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** The form on top of a catalog tab: create mode with an empty _id, update mode after Edit. */
export function CrudForm<TInput>({
  headingId,
  heading,
  fields,
  form,
  editingName,
  editable,
  saving,
  onChange,
  onSubmit,
  onClear,
}: CrudFormProps<TInput>) {
  const { t } = useTranslation();
  const setValue = (name: string) => (value: FormValue) => onChange({ ...form, values: { ...form.values, [name]: value } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const intro = form._id
    ? t('catalog.editing', { name: editingName ?? '' })
    : editable
      ? t('catalog.createIntro')
      : t('catalog.addOnlyIntro');

  return (
    <CardSection headingId={headingId} heading={heading} intro={intro} liveIntro>
      <form className="form" onSubmit={submit} noValidate>
        <div className="form__row crud-form__row">
          {fields.map((field) => (
            <div key={field.name} className={field.wide ? 'crud-form__wide' : undefined}>
              <CrudField field={field} value={form.values[field.name]} onChange={setValue(field.name)} />
            </div>
          ))}
        </div>
        <FormActions submitLabel={t('common.saveChanges')} busy={saving}>
          <ClearButton shown={form._id !== ''} label={t('catalog.clear')} onClear={onClear} />
        </FormActions>
      </form>
    </CardSection>
  );
}
