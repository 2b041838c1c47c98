import type { FocusEvent, FormEvent, Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CUSTOMER_TYPES, SAUDI_MOBILE_HINT, type CustomerType } from '@dealer/contracts';
import { ClearButton, FormActions } from '../../../components/form/form-actions';
import { EmailField, PasswordField, PhoneField } from '../../../components/form/preset-fields';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { FormNotice } from '../../../components/form-notice/form-notice';
import { CardSection } from '../../../components/layout/card-section';
import type { CustomerFormField, CustomerFormValues } from '../model/customer-form';
import { BranchesField } from './branches-field';

interface CustomerEditFormProps {
  values: CustomerFormValues;
  onChange: (values: CustomerFormValues, field: keyof CustomerFormValues) => void;
  onSubmit: () => void;
  onClear: () => void;
  saving: boolean;
  /** The message at each field, if any, and a refusal that names no field. */
  errorOf: (field: CustomerFormField) => string | undefined;
  refusal: string | null;
  formRef: Ref<HTMLFormElement>;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
}

export function CustomerEditForm({ values, onChange, onSubmit, onClear, saving, errorOf, refusal, formRef, onBlur }: CustomerEditFormProps) {
  const { t } = useTranslation();
  const set =
    <K extends keyof CustomerFormValues>(key: K) =>
    (value: CustomerFormValues[K]) =>
      onChange({ ...values, [key]: value }, key);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  const typeLabels: Record<CustomerType, string> = {
    admin: t('admin.users.typeAdmin'),
    staff: t('admin.users.typeStaff'),
    customer: t('admin.users.typeCustomer'),
  };

  return (
    <CardSection
      headingId="customer-form-heading"
      heading={t('admin.users.formHeading')}
      intro={values._id ? t('admin.users.editing', { email: values.email }) : t('admin.users.formIntro')}
      liveIntro
    >
      <form className="form" onSubmit={submit} onBlur={onBlur} ref={formRef} noValidate>
        <div className="form__row">
          <TextField label={t('auth.firstName')} name="firstName" required value={values.firstName} onValueChange={set('firstName')} error={errorOf('firstName')} />
          <TextField label={t('auth.lastName')} name="lastName" required value={values.lastName} onValueChange={set('lastName')} error={errorOf('lastName')} />
          <EmailField label={t('auth.email')} value={values.email} onValueChange={set('email')} error={errorOf('email')} />
          <PhoneField
            label={t('auth.phoneNumber')}
            name="phoneNumber"
            placeholder={SAUDI_MOBILE_HINT}
            value={values.phoneNumber}
            onValueChange={set('phoneNumber')}
            error={errorOf('phoneNumber')}
          />
          <PasswordField label={t('admin.users.passwordKeep')} required={false} autoComplete="new-password" value={values.password} onValueChange={set('password')} />
          <SelectField
            label={t('admin.users.type')}
            name="type"
            value={values.type}
            options={CUSTOMER_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
            onValueChange={(value) => set('type')(CUSTOMER_TYPES.find((type) => type === value) ?? 'customer')}
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
        {values.type === 'staff' ? <BranchesField value={values.branches} onChange={set('branches')} error={errorOf('branches')} /> : null}
        <FormNotice className="form__refusal" text={refusal} />
        <FormActions submitLabel={t('common.saveChanges')} busy={saving}>
          <ClearButton shown={Boolean(values._id)} label={t('admin.users.clear')} onClear={onClear} />
        </FormActions>
      </form>
    </CardSection>
  );
}
