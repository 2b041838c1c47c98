import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TYPES, SAUDI_MOBILE_HINT, type CustomerType } from '@dealer/contracts';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { CustomerFormValues } from '../model/customer-form';

interface CustomerEditFormProps {
  values: CustomerFormValues;
  onChange: (values: CustomerFormValues) => void;
  onSubmit: () => void;
  onClear: () => void;
  saving: boolean;
}

export function CustomerEditForm({ values, onChange, onSubmit, onClear, saving }: CustomerEditFormProps) {
  const { t } = useTranslation();
  const set =
    <K extends keyof CustomerFormValues>(key: K) =>
    (value: CustomerFormValues[K]) =>
      onChange({ ...values, [key]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const typeLabels: Record<CustomerType, string> = {
    admin: t('admin.users.typeAdmin'),
    customer: t('admin.users.typeCustomer'),
  };

  return (
    <section className="card" aria-labelledby="customer-form-heading">
      <h2 id="customer-form-heading" className="card__title">
        {t('admin.users.formHeading')}
      </h2>
      <p className="card__intro" aria-live="polite">
        {values._id ? t('admin.users.editing', { email: values.email }) : t('admin.users.formIntro')}
      </p>
      <form className="form" onSubmit={submit} noValidate>
        <div className="form__row">
          <TextField label={t('auth.firstName')} name="firstName" required value={values.firstName} onValueChange={set('firstName')} />
          <TextField label={t('auth.lastName')} name="lastName" required value={values.lastName} onValueChange={set('lastName')} />
          <TextField label={t('auth.email')} type="email" name="email" required value={values.email} onValueChange={set('email')} />
          <TextField
            label={t('auth.phoneNumber')}
            type="tel"
            name="phoneNumber"
            placeholder={SAUDI_MOBILE_HINT}
            required
            value={values.phoneNumber}
            onValueChange={set('phoneNumber')}
          />
          <TextField
            label={t('admin.users.passwordKeep')}
            type="password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onValueChange={set('password')}
          />
          <SelectField
            label={t('admin.users.type')}
            name="type"
            value={values.type}
            options={CUSTOMER_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
            onValueChange={(value) => set('type')(value === 'admin' ? 'admin' : 'customer')}
          />
          <SelectField
            label={t('admin.users.verified')}
            name="verified"
            value={values.verified}
            options={[
              { value: 'true', label: t('common.yes') },
              { value: 'false', label: t('common.no') },
            ]}
            onValueChange={(value) => set('verified')(value === 'true' ? 'true' : 'false')}
          />
        </div>
        <div className="form__actions">
          <button type="submit" className="button" disabled={saving}>
            {t('common.saveChanges')}
          </button>
          {values._id ? (
            <button type="button" className="button button--ghost" onClick={onClear}>
              {t('admin.users.clear')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
