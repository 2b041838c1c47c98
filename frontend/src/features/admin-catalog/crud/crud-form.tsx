import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {heading}
      </h2>
      <p className="card__intro" aria-live="polite">
        {intro}
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="form__row crud-form__row">
          {fields.map((field) => (
            <div key={field.name} className={field.wide ? 'crud-form__wide' : undefined}>
              <CrudField field={field} value={form.values[field.name]} onChange={setValue(field.name)} />
            </div>
          ))}
        </div>
        <div className="form__actions">
          <button type="submit" className="button" disabled={saving}>
            {t('common.saveChanges')}
          </button>
          {form._id ? (
            <button type="button" className="button button--ghost" onClick={onClear}>
              {t('catalog.clear')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
