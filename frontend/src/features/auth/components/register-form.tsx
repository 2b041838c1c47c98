import { useTranslation, currentLang } from '../../../lib/i18n';
import { FormActions } from '../../../components/form/form-actions';
import { EmailField, PasswordField, PhoneField } from '../../../components/form/preset-fields';
import { submitWhenValid } from '../../../components/form/submit-when-valid';
import { TextField } from '../../../components/form/text-field';
import { useCheckedForm } from '../../../components/form/use-checked-form';
import { FormNotice } from '../../../components/form-notice/form-notice';
import { CardSection } from '../../../components/layout/card-section';
import { notify } from '../../../lib/toast';
import { useRegister } from '../api/use-register.mutation';
import { EMPTY_REGISTER_FORM, REGISTER_FIELDS, registerProblems, validateRegisterForm } from '../validation/auth-forms.validation';

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const { values, setField, reset, problems, errorOf } = useCheckedForm(EMPTY_REGISTER_FORM, registerProblems, REGISTER_FIELDS, (field) => t(`auth.${field}`));

  const onSubmit = submitWhenValid(
    () => validateRegisterForm(values),
    () => {
      const { confirmPassword: _confirm, ...fields } = values;
      register.mutate(
        { ...fields, email: fields.email.trim(), lang: currentLang() },
        {
          onSuccess: ({ message }) => {
            notify.info(message);
            reset();
          },
          onError: (error) => problems.failed(error),
        },
      );
    },
    problems,
  );

  return (
    <CardSection headingId="register-heading" heading={t('auth.registerHeading')} intro={t('auth.registerIntro')}>
      <form className="form" onSubmit={onSubmit} onBlur={problems.onBlur} ref={problems.formRef} noValidate>
        <div className="form__row">
          <TextField label={t('auth.firstName')} name="firstName" autoComplete="given-name" required value={values.firstName} onValueChange={setField('firstName')} error={errorOf('firstName')} />
          <TextField label={t('auth.lastName')} name="lastName" autoComplete="family-name" required value={values.lastName} onValueChange={setField('lastName')} error={errorOf('lastName')} />
        </div>
        <EmailField label={t('auth.email')} autoComplete="email" value={values.email} onValueChange={setField('email')} error={errorOf('email')} />
        <PhoneField
          label={t('auth.phoneNumber')}
          name="phoneNumber"
          autoComplete="tel"
          hint={t('auth.phoneHint')}
          value={values.phoneNumber}
          onValueChange={setField('phoneNumber')}
          error={errorOf('phoneNumber')}
        />
        <div className="form__row">
          <PasswordField label={t('auth.password')} autoComplete="new-password" value={values.password} onValueChange={setField('password')} error={errorOf('password')} />
          <PasswordField label={t('auth.confirmPassword')} name="confirmPassword" autoComplete="new-password" value={values.confirmPassword}
            onValueChange={setField('confirmPassword')}
            error={errorOf('confirmPassword')}
          />
        </div>
        <FormNotice className="form__refusal" text={problems.refusal.form} />
        <FormActions submitLabel={t('auth.register')} busy={register.isPending} accent />
      </form>
    </CardSection>
  );
}
